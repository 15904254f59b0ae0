// Auth inputs and answers (spec 2 "Auth dialog", 5, 7; DECISIONS "Accounts, members and
// safety"): one schema per rule, shared by the server's procedures and the client's forms.
import { z } from 'zod';
import { userSchema } from './user-data.ts';

const USERNAME_MIN = 3;
const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
/** Bounded so that nobody can make the server hash a megabyte (DECISIONS). */
export const PASSWORD_MAX = 256;
/** Plenty for any username and recovery code typed at sign-in or reset; longer is refused unread. */
const TYPED_FIELD_MAX = 64;

/** The key that makes usernames unique whatever their case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** A new account's name: trimmed, 3–32 letters, digits, `_`, `-` or `.` (ASCII, so no look-alikes). */
const usernameSchema = z
  .string({ error: 'Please choose a username.' })
  .trim()
  .min(USERNAME_MIN, { error: `Usernames are at least ${USERNAME_MIN} characters long.` })
  .max(USERNAME_MAX, { error: `Usernames are at most ${USERNAME_MAX} characters long.` })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Usernames use only letters, digits, "_", "-" and ".".' });

/** Spec 5: at least 6 characters (kept exactly as typed, never trimmed). */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters long.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` });

/** ASVS 6.2.4: what a new password must not be, said the same way by the form and the server. */
export const WEAK_PASSWORD_MESSAGES = {
  containsUsername: 'Please choose a password that does not contain your username.',
  common: 'That password is one of the most common passwords, which attackers try first. Please choose one that is harder to guess.',
  oneCharacter: 'Please choose a password that is not one character repeated.',
} as const;

/**
 * The weakness of a new password that needs no list: the username in it (any case), or one
 * character repeated (six spaces, "aaaaaa"). The common-password list is the server's.
 */
export function simplePasswordWeakness(password: string, username: string): string | null {
  const name = usernameKey(username);
  if (name && password.toLowerCase().includes(name)) return WEAK_PASSWORD_MESSAGES.containsUsername;
  if (/^(.)\1*$/su.test(password)) return WEAK_PASSWORD_MESSAGES.oneCharacter;
  return null;
}

/** A username as typed at sign-in or reset: any shape, since a wrong one is just "unknown". */
const typedUsernameSchema = z
  .string({ error: 'Please enter your username.' })
  .trim()
  .min(1, { error: 'Please enter your username.' })
  .max(TYPED_FIELD_MAX, { error: `Usernames are at most ${USERNAME_MAX} characters long.` });

export const loginInputSchema = z.object({
  username: typedUsernameSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({ username: usernameSchema, password: newPasswordSchema });
export type RegisterInput = z.infer<typeof registerInputSchema>;

/**
 * A recovery code as compared: case, spaces and dashes do not matter, and the letters people
 * misread (O, I, L) count as the digits they look like (Crockford's base32).
 */
export function canonicalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const recoveryCodeSchema = z
  .string({ error: 'Please enter your recovery code.' })
  .max(TYPED_FIELD_MAX, { error: 'Please check your username and recovery code and try again.' })
  .transform(canonicalRecoveryCode)
  .pipe(z.string().min(1, { error: 'Please enter your recovery code.' }));

export const resetPasswordInputSchema = z
  .object({
    username: typedUsernameSchema,
    recoveryCode: recoveryCodeSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm the new password.' }).max(PASSWORD_MAX),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please make sure both passwords are the same.',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Login answer (spec 7): `{ user: { username } }`. */
export const signedInSchema = z.object({ user: userSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/** Register answer: the user and the one-time recovery code to copy or download. */
export const registeredSchema = z.object({ user: userSchema, recoveryCode: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

/** Reset answer: the new recovery code (the old one no longer works). */
export const passwordResetSchema = z.object({ recoveryCode: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** `auth.me`: who the session belongs to, or null when signed out. */
export const currentUserSchema = z.object({ user: userSchema.nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Logout answer: the session is over (and its cookie blanked) whether or not there was one. */
export const signedOutSchema = z.object({ success: z.literal(true) });
export type SignedOut = z.infer<typeof signedOutSchema>;
