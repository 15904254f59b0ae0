// A member's own account (issue 27 items 9 and 15): their sessions, a new password, a new
// recovery code and deleting the account. One schema per fact, for the procedures, the REST
// twins and the account dialog.
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX } from './auth.ts';

const currentPasswordSchema = z
  .string({ error: 'Please enter your current password.' })
  .min(1, { error: 'Please enter your current password.' })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` });

/** A session's id as the member's list names it (the stored hash of its token). */
export const sessionIdSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'No such session.' });

export const sessionSummarySchema = z.object({
  id: sessionIdSchema,
  /** "Firefox on Windows", from the browser that signed in. */
  device: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });

export const changePasswordInputSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: z.string().max(PASSWORD_MAX) })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please make sure both passwords are the same.',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });

/** Deleting an account asks for the password and the username typed out, as a deliberate act. */
export const deleteAccountInputSchema = z.object({
  password: currentPasswordSchema,
  confirmation: z.string({ error: 'Please type your username to confirm.' }).max(64),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That password is not right. Please try again.',
  confirmationMismatch: 'Please type your username exactly to confirm.',
  samePassword: 'Please choose a new password that differs from the current one.',
} as const;
