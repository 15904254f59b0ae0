// Who is signed in on this device, as the device remembers it (`lumen-user`, spec 3 "User"):
// read without importing the auth feature, so any feature can tell a member from a visitor.
// The auth feature's session check (auth.me) confirms or corrects it (lib/kept-lists/account.ts).
import { DEVICE_KEYS } from '../shared/kept-data.ts';
import { readLocalValue, useLocalValue } from './local-store.ts';

function parseUsername(value: unknown): string | null {
  const username = (value as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username !== '' ? username : null;
}

/** The signed-in member's username, or null for a visitor; follows sign-in and sign-out. */
export function useMemberName(): string | null {
  return useLocalValue(DEVICE_KEYS.user, parseUsername, null);
}

export function readMemberName(): string | null {
  return readLocalValue(DEVICE_KEYS.user, parseUsername, null);
}
