// Spec 2 "Reset Password", with the recovery code DECISIONS adds: username, recovery code,
// new password twice. On success the form is cleared and the new one-time code shown; the
// dialog closes on Cancel, on dismissal, or once the reader has saved the new code.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Session } from '../hooks/use-session.ts';
import { FALLBACK_MESSAGES, serverMessage } from '../messages.ts';
import { checkReset, serverFieldErrors, type AuthField, type FieldErrors } from '../validation.ts';
import * as styles from './auth-dialog.css.ts';
import { RecoveryCode } from './recovery-code.tsx';
import { TextField } from './text-field.tsx';

interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Pick<Session, 'resetPassword' | 'pending'>;
  /** Asked before the dialog closes while a new code is on screen. */
  onUnsavedCode: () => void;
}

const EMPTY_FORM = { username: '', recoveryCode: '', newPassword: '', confirmPassword: '' };

export function ResetPasswordDialog({ open, onOpenChange, session, onUnsavedCode }: ResetPasswordDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState(EMPTY_FORM);
  const [newCode, setNewCode] = useState<{ username: string; code: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = session.pending !== null;
  const field = (name: keyof typeof EMPTY_FORM & AuthField) => ({
    value: form[name],
    disabled: busy,
    error: errors[name],
    onValueChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const changeOpen = (next: boolean) => {
    // The new code is shown once: closing first needs "I have saved it".
    if (!next && newCode) return onUnsavedCode();
    if (!next) setForm((current) => ({ ...current, newPassword: '', confirmPassword: '' }));
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkReset(form);
    setErrors(problem?.fields ?? {});
    if (problem) return toast({ title: problem.title, description: problem.description, tone: 'destructive' });
    try {
      const { recoveryCode } = await session.resetPassword({ ...form, username: form.username.trim() });
      toast({ title: 'Password Reset Successful!', description: 'You can now log in with your new password.' });
      setNewCode({ username: form.username.trim(), code: recoveryCode });
      setForm(EMPTY_FORM);
    } catch (error) {
      const description = serverMessage(error, FALLBACK_MESSAGES.reset);
      // The server never says which of the two was wrong (DECISIONS): beside the recovery code.
      setErrors(serverFieldErrors(error, description, 'recoveryCode'));
      toast({ title: 'Password reset failed', description, tone: 'destructive' });
    }
  };

  const saved = () => {
    setNewCode(null);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title="Reset Password"
      description="Enter your username, the recovery code you saved and a new password."
    >
      {newCode ? (
        <RecoveryCode username={newCode.username} code={newCode.code} onSaved={saved} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset Password">
          <TextField label="Username" name="username" autoComplete="username" {...field('username')} />
          <TextField
            label="Recovery Code"
            name="recovery-code"
            autoComplete="off"
            hint="The code you saved when you created your account"
            {...field('recoveryCode')}
          />
          <TextField label="New Password" name="new-password" type="password" autoComplete="new-password" {...field('newPassword')} />
          <TextField
            label="Confirm New Password"
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => changeOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {session.pending === 'reset' ? 'Resetting...' : 'Reset Password'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
