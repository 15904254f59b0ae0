// The auth forms' checks before anything is sent (spec 5), with the spec's toast texts. The
// server checks the same rules again with the shared schemas.
import { PASSWORD_MIN } from '../../shared/schemas/auth.ts';

export interface FormProblem {
  title: string;
  description: string;
}

const MISSING_CREDENTIALS: FormProblem = { title: 'Missing information', description: 'Please enter both username and password.' };
const PASSWORD_TOO_SHORT: FormProblem = { title: 'Password too short', description: `Password must be at least ${PASSWORD_MIN} characters long.` };
const MISSING_RESET_FIELDS: FormProblem = { title: 'Missing information', description: 'Please enter both username and new password.' };
const MISSING_RECOVERY_CODE: FormProblem = { title: 'Missing information', description: 'Please enter the recovery code you saved when you created your account.' };
const PASSWORDS_DIFFER: FormProblem = { title: "Passwords don't match", description: 'Please make sure both passwords are the same.' };

const blank = (value: string) => value.trim() === '';

export function checkSignIn({ username, password }: { username: string; password: string }): FormProblem | null {
  return blank(username) || blank(password) ? MISSING_CREDENTIALS : null;
}

export function checkRegistration(input: { username: string; password: string }): FormProblem | null {
  return checkSignIn(input) ?? (input.password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : null);
}

export function checkReset(input: { username: string; recoveryCode: string; newPassword: string; confirmPassword: string }): FormProblem | null {
  if (blank(input.username) || blank(input.newPassword)) return MISSING_RESET_FIELDS;
  if (blank(input.recoveryCode)) return MISSING_RECOVERY_CODE;
  if (input.newPassword !== input.confirmPassword) return PASSWORDS_DIFFER;
  if (input.newPassword.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  return null;
}
