// The Sign In and Create Account forms of the auth dialog (spec 2, 4, 5, 8): checked before
// sending, disabled with a progress label while the server answers, and every outcome told
// in a toast.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { PASSWORD_MIN } from '../../../shared/schemas/auth.ts';
import type { Session } from '../hooks/use-session.ts';
import { FALLBACK_MESSAGES, serverMessage } from '../messages.ts';
import { checkRegistration, checkSignIn } from '../validation.ts';
import * as styles from './auth-dialog.css.ts';
import { TextField } from './text-field.tsx';

interface SignInFormProps {
  session: Pick<Session, 'signIn' | 'pending'>;
  onForgotPassword: () => void;
}

export function SignInForm({ session, onForgotPassword }: SignInFormProps) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const busy = session.pending !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSignIn({ username, password });
    if (problem) return toast({ ...problem, tone: 'destructive' });
    try {
      const user = await session.signIn({ username: username.trim(), password });
      toast({ title: 'Welcome back!', description: `Successfully logged in as ${user.username}` });
    } catch (error) {
      toast({ title: 'Login failed', description: serverMessage(error, FALLBACK_MESSAGES.login), tone: 'destructive' });
    }
  };

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
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const busy = session.pending !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRegistration({ username, password });
    if (problem) return toast({ ...problem, tone: 'destructive' });
    try {
      await session.register({ username: username.trim(), password });
      toast({ title: 'Account created!', description: 'Your bookmarks and highlights will now sync across your devices.' });
    } catch (error) {
      toast({ title: 'Sign up failed', description: serverMessage(error, FALLBACK_MESSAGES.register), tone: 'destructive' });
    }
  };

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
