// The auth forms' checks before anything is sent (spec 5), with the spec's toast texts. The
// server checks the same rules again with the shared schemas.
import { PASSWORD_MIN, simplePasswordWeakness } from '../../shared/schemas/auth.ts';

/** The auth forms' fields, by the names the server's schemas give them. */
export type AuthField = 'username' | 'password' | 'recoveryCode' | 'newPassword' | 'confirmPassword';

/** What each wrong field says beside itself (issue 28: beside the field as well as in the toast). */
export type FieldErrors = Partial<Record<AuthField, string>>;

export interface FormProblem {
  title: string;
  description: string;
  fields: FieldErrors;
}

const ENTER_USERNAME = 'Please enter your username.';
const blank = (value: string) => value.trim() === '';

/** The blank ones of `fields`, each with its own message. */
function blanks(fields: [AuthField, string, string][]): FieldErrors {
  return Object.fromEntries(fields.filter(([, value]) => blank(value)).map(([field, , message]) => [field, message]));
}

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long.`;
const passwordTooShort = (field: AuthField): FormProblem => ({
  title: 'Password too short',
  description: TOO_SHORT,
  fields: { [field]: TOO_SHORT },
});

export function checkSignIn({ username, password }: { username: string; password: string }): FormProblem | null {
  if (!blank(username) && !blank(password)) return null;
  return {
    title: 'Missing information',
    description: 'Please enter both username and password.',
    fields: blanks([
      ['username', username, ENTER_USERNAME],
      ['password', password, 'Please enter your password.'],
    ]),
  };
}

/** ASVS 6.2.4: the checks that need no list; the server also refuses the most common passwords. */
function weakPassword(password: string, username: string, field: AuthField): FormProblem | null {
  const weakness = simplePasswordWeakness(password, username);
  return weakness ? { title: 'Password too easy to guess', description: weakness, fields: { [field]: weakness } } : null;
}

export function checkRegistration(input: { username: string; password: string }): FormProblem | null {
  return (
    checkSignIn(input) ??
    (input.password.length < PASSWORD_MIN ? passwordTooShort('password') : weakPassword(input.password, input.username, 'password'))
  );
}

export function checkReset(input: {
  username: string;
  recoveryCode: string;
  newPassword: string;
  confirmPassword: string;
}): FormProblem | null {
  if (blank(input.username) || blank(input.newPassword))
    return {
      title: 'Missing information',
      description: 'Please enter both username and new password.',
      fields: blanks([
        ['username', input.username, ENTER_USERNAME],
        ['newPassword', input.newPassword, 'Please enter a new password.'],
      ]),
    };
  if (blank(input.recoveryCode)) {
    const description = 'Please enter the recovery code you saved when you created your account.';
    return { title: 'Missing information', description, fields: { recoveryCode: description } };
  }
  if (input.newPassword !== input.confirmPassword) {
    const description = 'Please make sure both passwords are the same.';
    return { title: "Passwords don't match", description, fields: { confirmPassword: description } };
  }
  if (input.newPassword.length < PASSWORD_MIN) return passwordTooShort('newPassword');
  return weakPassword(input.newPassword, input.username, 'newPassword');
}

/**
 * Where a refused call's message belongs: the server's own field errors (its zod schemas name
 * the fields as the forms do), else the field the failure is about (`field`).
 */
export function serverFieldErrors(error: unknown, message: string, field: AuthField): FieldErrors {
  const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> | null } } | null)?.data?.fieldErrors;
  if (fieldErrors) {
    const named = Object.entries(fieldErrors).filter(([, messages]) => messages?.length);
    if (named.length > 0) return Object.fromEntries(named.map(([name, messages]) => [name, messages![0]!]));
  }
  return { [field]: message };
}
