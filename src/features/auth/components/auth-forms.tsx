// The Sign In and Create Account forms of the auth dialog (spec 2, 4, 5, 8): checked before
// sending, disabled with a progress label while the server answers, and every outcome told
// in a toast.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast, type ToastMessage } from '../../../components/ui/toast.tsx';
import { PASSWORD_MIN } from '../../../shared/schemas/auth.ts';
import type { Session } from '../hooks/use-session.ts';
import { FALLBACK_MESSAGES, serverMessage } from '../messages.ts';
import { checkRegistration, checkSignIn, type FormProblem } from '../validation.ts';
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
}

/** The state and submit of a username-and-password form: both forms differ only in their texts. */
function useCredentialsForm<Result>(pending: Session['pending'], options: CredentialsFormOptions<Result>) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = options.check({ username, password });
    if (problem) return toast({ ...problem, tone: 'destructive' });
    try {
      toast(options.success(await options.send({ username: username.trim(), password })));
    } catch (error) {
      toast({ title: options.failureTitle, description: serverMessage(error, options.fallbackMessage), tone: 'destructive' });
    }
  };

  return { username, setUsername, password, setPassword, busy: pending !== null, submit };
}

interface SignInFormProps {
  session: Pick<Session, 'signIn' | 'pending'>;
  onForgotPassword: () => void;
}

export function SignInForm({ session, onForgotPassword }: SignInFormProps) {
  const { username, setUsername, password, setPassword, busy, submit } = useCredentialsForm(session.pending, {
    check: checkSignIn,
    send: session.signIn,
    success: (user) => ({ title: 'Welcome back!', description: `Successfully logged in as ${user.username}` }),
    failureTitle: 'Login failed',
    fallbackMessage: FALLBACK_MESSAGES.login,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign In">
      <TextField label="Username" name="username" autoComplete="username" value={username} onValueChange={setUsername} disabled={busy} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} disabled={busy} />
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
  const { username, setUsername, password, setPassword, busy, submit } = useCredentialsForm(session.pending, {
    check: checkRegistration,
    send: session.register,
    success: () => ({ title: 'Account created!', description: 'Your bookmarks and highlights will now sync across your devices.' }),
    failureTitle: 'Sign up failed',
    fallbackMessage: FALLBACK_MESSAGES.register,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create Account">
      <TextField label="Choose Username" name="username" autoComplete="username" value={username} onValueChange={setUsername} disabled={busy} />
      <TextField
        label="Create Password"
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
