// Spec 2 "Auth dialog": a welcome, the Sign In and Create Account tabs, the nested Reset
// Password dialog, and for a signed-in reader their name, Sign Out and their account settings. A new account's
// recovery code is shown here once before the dialog closes (DECISIONS).
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import { closeAuthDialog, selectAuthTab, useAuthDialog, type AuthTab } from '../hooks/use-auth-dialog.ts';
import { useSession, type Registered, type RegisterInput } from '../hooks/use-session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { AccountSettings } from './account-settings.tsx';
import { CreateAccountForm, SignInForm } from './auth-forms.tsx';
import * as styles from './auth-dialog.css.ts';
import { RecoveryCode } from './recovery-code.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { SignOutQuestion } from './sign-out-question.tsx';

const isAuthTab = (value: string): value is AuthTab => value === 'sign-in' || value === 'create-account';

export function AuthDialog() {
  const { open, tab } = useAuthDialog();
  const session = useSession();
  const toast = useToast();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [manageAccount, setManageAccount] = useState(false);
  // Between "Create Account" and its recovery code the reader is already signed in: keep
  // the form on screen until the code replaces it, rather than flash the signed-in view.
  const [codeExpected, setCodeExpected] = useState(false);

  const register = async (input: RegisterInput) => {
    setCodeExpected(true);
    try {
      const result = await session.register(input);
      setRegistered(result);
      return result;
    } finally {
      setCodeExpected(false);
    }
  };

  const remindToSave = () =>
    toast({
      title: 'Please save your recovery code',
      description: 'It is shown only once. Copy or download it, then choose "I have saved it".',
    });

  const changeOpen = (next: boolean) => {
    if (next) return;
    if (registered) return remindToSave();
    closeAuthDialog();
  };

  // Spec 8: "Signed out" inside the dialog.
  const { signOut, question } = useSignOut(session, { title: 'Signed out' });

  const savedCode = () => {
    setRegistered(null);
    closeAuthDialog();
  };

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={`Welcome to ${PRODUCT_NAME}`}
      description="Access your personalized devotional experience"
    >
      {registered ? (
        <RecoveryCode username={registered.user.username} code={registered.recoveryCode} onSaved={savedCode} />
      ) : session.user && !codeExpected ? (
        <div className={styles.signedIn}>
          <p>
            Signed in as <span className={styles.username}>{session.user.username}</span>
          </p>
          <Button tone="secondary" onClick={signOut} disabled={session.pending !== null}>
            {session.pending === 'sign-out' ? 'Signing out...' : 'Sign Out'}
          </Button>
          {/* Opened on request: its sessions query runs only for a member who asks. */}
          {manageAccount ? (
            <AccountSettings username={session.user.username} session={session} />
          ) : (
            <Button tone="ghost" onClick={() => setManageAccount(true)}>
              Manage Account
            </Button>
          )}
        </div>
      ) : (
        <>
          <Tabs.Root value={tab} onValueChange={(value) => isAuthTab(value) && selectAuthTab(value)} className={tabStyles.root}>
            <Tabs.List className={tabStyles.list} aria-label="Account">
              <Tabs.Trigger value="sign-in" className={`${tabStyles.trigger} ${styles.tab}`}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="create-account" className={`${tabStyles.trigger} ${styles.tab}`}>
                Create Account
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in" className={tabStyles.content}>
              <SignInForm session={session} onForgotPassword={() => setResetOpen(true)} />
            </Tabs.Content>
            <Tabs.Content value="create-account" className={tabStyles.content}>
              <CreateAccountForm session={{ register, pending: session.pending }} />
            </Tabs.Content>
          </Tabs.Root>
          <p className={styles.footer}>Continue without an account to use {PRODUCT_NAME} with local storage only</p>
        </>
      )}
      <SignOutQuestion {...question} />
      <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} session={session} onUnsavedCode={remindToSave} />
    </Modal>
  );
}
