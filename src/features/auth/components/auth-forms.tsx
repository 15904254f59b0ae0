// The Sign In and Create Account forms of the auth dialog (spec 2, 4, 5, 8): checked before
// sending, disabled with a progress label while the server answers, and every outcome told
// in a toast; what is wrong with a field is also said beside it.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast, type ToastMessage } from '../../../components/ui/toast.tsx';
import { PASSWORD_MIN } from '../../../shared/schemas/auth.ts';
import type { Session } from '../hooks/use-session.ts';
import { FALLBACK_MESSAGES, serverMessage } from '../messages.ts';
import { checkRegistration, checkSignIn, serverFieldErrors, type AuthField, type FieldErrors, type FormProblem } from '../validation.ts';
import * as styles from './auth-dialog.css.ts';
import { TextField } from './text-field.tsx';

interface Credentials {
  username: string;
  password: string;
}

interface CredentialsFormOptions<Result> {
  /** A problem to show before anything is sent (spec 8 validation toasts), or null. */
  check: (credentials: Credentials) => FormProblem | null;
  send: (credentials: Credentials) => Promise<Result>;
  success: (result: Result) => ToastMessage;
  /** The failure toast's title; its description is the server's message or the fallback. */
  failureTitle: string;
  fallbackMessage: string;
  /** The field a refusal without field errors is about (the password after a failed sign-in). */
  failureField: AuthField;
}

/** The state and submit of a username-and-password form: both forms differ only in their texts. */
function useCredentialsForm<Result>(pending: Session['pending'], options: CredentialsFormOptions<Result>) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // A field's message goes once the reader changes it.
  const edit = (field: AuthField, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = options.check({ username, password });
    setErrors(problem?.fields ?? {});
    if (problem) return toast({ title: problem.title, description: problem.description, tone: 'destructive' });
    try {
      toast(options.success(await options.send({ username: username.trim(), password })));
    } catch (error) {
      const description = serverMessage(error, options.fallbackMessage);
      setErrors(serverFieldErrors(error, description, options.failureField));
      toast({ title: options.failureTitle, description, tone: 'destructive' });
    }
  };

  return {
    username,
    setUsername: edit('username', setUsername),
    password,
    setPassword: edit('password', setPassword),
    errors,
    busy: pending !== null,
    submit,
  };
}

interface SignInFormProps {
  session: Pick<Session, 'signIn' | 'pending'>;
  onForgotPassword: () => void;
}

export function SignInForm({ session, onForgotPassword }: SignInFormProps) {
  const { username, setUsername, password, setPassword, errors, busy, submit } = useCredentialsForm(session.pending, {
    check: checkSignIn,
    send: session.signIn,
    success: (user) => ({ title: 'Welcome back!', description: `Successfully logged in as ${user.username}` }),
    failureTitle: 'Login failed',
    fallbackMessage: FALLBACK_MESSAGES.login,
    failureField: 'password',
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign In">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onValueChange={setUsername}
        error={errors.username}
        disabled={busy}
      />
      <TextField
        label="Password"
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        disabled={busy}
      />
      <Button type="submit" className={styles.submit} disabled={busy}>
        {session.pending === 'sign-in' ? 'Signing in...' : 'Sign In'}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onForgotPassword} disabled={busy}>
        Forgot Password?
      </button>
    </form>
  );
}

interface CreateAccountFormProps {
  /** Creates the account (signed in on success); the dialog then shows its recovery code. */
  session: Pick<Session, 'register' | 'pending'>;
}

export function CreateAccountForm({ session }: CreateAccountFormProps) {
  const { username, setUsername, password, setPassword, errors, busy, submit } = useCredentialsForm(session.pending, {
    check: checkRegistration,
    send: session.register,
    success: () => ({ title: 'Account created!', description: 'Your bookmarks and highlights will now sync across your devices.' }),
    failureTitle: 'Sign up failed',
    fallbackMessage: FALLBACK_MESSAGES.register,
    // A taken username is the refusal without field errors.
    failureField: 'username',
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create Account">
      <TextField
        label="Choose Username"
        error={errors.username}
        name="username"
        autoComplete="username"
        value={username}
        onValueChange={setUsername}
        disabled={busy}
      />
      <TextField
        label="Create Password"
        error={errors.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters`}
        value={password}
        onValueChange={setPassword}
        disabled={busy}
      />
      <Button type="submit" className={styles.submit} disabled={busy}>
        {session.pending === 'register' ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
