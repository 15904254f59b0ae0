// New passwords (issue 27 item 4; ASVS 6.2.4): the spec's minimum of 6 stays (the shared
// schema), and a password an attacker would try first is refused with a message that says why:
// one from the 49,000 most common (zxcvbn-ts's list, shipped in node_modules with the app),
// one that contains the username, or one character repeated.
import { TRPCError } from '@trpc/server';
import { dictionary } from '@zxcvbn-ts/language-common';
import { simplePasswordWeakness, WEAK_PASSWORD_MESSAGES } from '../../src/shared/schemas/auth.ts';

/** Lower-cased: "Password" and "PASSWORD" are as common as "password". */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function commonPasswordCount(): number {
  return COMMON_PASSWORDS.size;
}

/** Why `password` is too weak for `username`'s account, or null. */
export function passwordWeakness(password: string, username: string): string | null {
  return (
    simplePasswordWeakness(password, username) ?? (COMMON_PASSWORDS.has(password.toLowerCase()) ? WEAK_PASSWORD_MESSAGES.common : null)
  );
}

/** Throws BAD_REQUEST with the reason when a new password is too weak. */
export function requireStrongPassword(password: string, username: string): void {
  const weakness = passwordWeakness(password, username);
  if (weakness) throw new TRPCError({ code: 'BAD_REQUEST', message: weakness });
}
