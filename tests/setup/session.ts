// Signs a test in the way the app restores a session on load (features/auth/hooks/use-session.ts):
// the member cached under `lumen-user`, which auth.me then confirms (mockApi's `user` option).
import { writeLocal } from '../../src/lib/local-store.ts';
import { DEVICE_KEYS } from '../../src/shared/kept-data.ts';
import type { User } from '../../src/shared/schemas/user-data.ts';

export function restoreSession(user: User | null): void {
  if (user) writeLocal(DEVICE_KEYS.user, { username: user.username });
}
