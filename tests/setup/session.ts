// Signs a test in the way the app restores a session on load (features/auth/hooks/use-session.ts):
// the member cached under `lumen-user`, which auth.me then confirms (mockApi's `user` option).
import { PERSONAL_DATA, writeLocal } from '../../src/lib/local-store.ts';
import type { User } from '../../src/shared/schemas/user-data.ts';

export function restoreSession(user: User | null): void {
  if (user) writeLocal(PERSONAL_DATA.user, { username: user.username });
}
