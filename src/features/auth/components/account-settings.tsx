// A member's own account, in the account dialog (issue 27 items 9 and 15): the sessions
// signed in with this account (device, last use; end one or all others), a new password
// (other sessions end), a new recovery code, and deleting the account. Each change that
// matters asks for the current password; deleting also asks for the username typed out.
import { format } from 'date-fns/format';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { Session } from '../hooks/use-session.ts';
import { serverMessage } from '../messages.ts';
import * as styles from './auth-dialog.css.ts';
import { RecoveryCode } from './recovery-code.tsx';
import { TextField } from './text-field.tsx';

const FAILED = 'Please try again in a moment.';

function SessionList() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery();
  const endOne = trpc.account.endSession.useMutation({ onSettled: () => utils.account.sessions.invalidate() });
  const endOthers = trpc.account.endOtherSessions.useMutation({ onSettled: () => utils.account.sessions.invalidate() });
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const fail = (error: unknown) => toast({ title: 'Could not sign out', description: serverMessage(error, FAILED), tone: 'destructive' });

  return (
    <section className={styles.form} aria-labelledby="account-sessions">
      <h3 id="account-sessions" className={styles.label}>
        Where you are signed in
      </h3>
      {sessions.isPending ? <p className={styles.hint}>Loading your sessions...</p> : null}
      {sessions.isError ? <p className={styles.fieldError}>Your sessions could not be loaded.</p> : null}
      <ul className={styles.form} aria-label="Your sessions">
        {sessions.data?.map((session) => (
          <li key={session.id} className={styles.actions}>
            <span>
              {session.device}
              {session.current ? ' (this device)' : ''} · last used {format(new Date(session.lastSeenAt), 'd MMM yyyy, HH:mm')}
            </span>
            {session.current ? null : (
              <Button
                tone="secondary"
                disabled={endOne.isPending}
                aria-label={`Sign out ${session.device}`}
                onClick={() => endOne.mutate({ id: session.id }, { onError: fail })}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          tone="secondary"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast({ title: 'Signed out elsewhere', description: 'Every other session has been signed out.' }),
              onError: fail,
            })
          }
        >
          Sign out all other sessions
        </Button>
      ) : null}
    </section>
  );
}

function ChangePassword() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation({ onSettled: () => utils.account.sessions.invalidate() });
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const field = (name: keyof typeof form) => ({
    type: 'password',
    value: form[name],
    disabled: change.isPending,
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(form, {
      onSuccess: () => {
        setForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
        toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      },
      onError: (error) => toast({ title: 'Password not changed', description: serverMessage(error, FAILED), tone: 'destructive' }),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
      <h3 className={styles.label}>Change password</h3>
      <TextField label="Current password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="New password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}

function NewRecoveryCode({ username }: { username: string }) {
  const toast = useToast();
  const renew = trpc.account.newRecoveryCode.useMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);

  if (code) return <RecoveryCode username={username} code={code} onSaved={() => setCode(null)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate(
      { password },
      {
        onSuccess: (result) => {
          setPassword('');
          setCode(result.recoveryCode);
        },
        onError: (error) => toast({ title: 'No new recovery code', description: serverMessage(error, FAILED), tone: 'destructive' }),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Recovery code">
      <h3 className={styles.label}>Recovery code</h3>
      <p className={styles.hint}>
        Your code is stored only in a form nobody can read back. A new one replaces it, and the old one stops working.
      </p>
      <TextField
        label="Password for a new code"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <Button type="submit" tone="secondary" disabled={renew.isPending}>
        Show a New Recovery Code
      </Button>
    </form>
  );
}

function DeleteAccount({ username, session }: { username: string; session: Pick<Session, 'signOut'> }) {
  const toast = useToast();
  const remove = trpc.account.delete.useMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password, confirmation },
      {
        onSuccess: async () => {
          // The account is gone: this device forgets its copies, as at sign-out.
          await session.signOut('discard');
          toast({ title: 'Account deleted', description: 'Your account and everything it kept have been deleted.' });
        },
        onError: (error) => toast({ title: 'Account not deleted', description: serverMessage(error, FAILED), tone: 'destructive' }),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
      <h3 className={styles.label}>Delete account</h3>
      <p className={styles.hint}>
        This deletes your account with its bookmarks, highlights, notes, journal and progress. It cannot be undone.
      </p>
      <TextField label="Password to delete" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      <TextField label={`Type ${username} to confirm`} value={confirmation} onValueChange={setConfirmation} />
      <Button type="submit" tone="secondary" disabled={remove.isPending}>
        {remove.isPending ? 'Deleting account...' : 'Delete My Account'}
      </Button>
    </form>
  );
}

export function AccountSettings({ username, session }: { username: string; session: Pick<Session, 'signOut'> }) {
  return (
    <div className={styles.form}>
      <SessionList />
      <ChangePassword />
      <NewRecoveryCode username={username} />
      <DeleteAccount username={username} session={session} />
    </div>
  );
}
