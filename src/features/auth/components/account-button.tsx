// Spec 2 "Header": signed out, a sign-in button (user icon) that opens the auth dialog; signed
// in, the username and a sign-out button titled "Sign out". The dialog itself is loaded on
// first use, so the first page carries only this button and the session hook.
import { LogOut, User } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthDialog, useAuthDialog } from '../hooks/use-auth-dialog.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import * as styles from './account-button.css.ts';

const loadAuthDialog = () => import('./auth-dialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));
const warm = () => void loadAuthDialog().catch(() => undefined);
// Asked only at a sign-out with unsent changes: loaded then.
const SignOutQuestion = lazy(() => import('./sign-out-question.tsx').then((module) => ({ default: module.SignOutQuestion })));

export function AccountButton() {
  const session = useSession();
  const { user, pending } = session;
  const dialog = useAuthDialog();
  // Spec 8: the header's sign-out toast.
  const { signOut, question } = useSignOut(session, { title: 'Signed out successfully', lead: "You've been signed out of your account." });

  return (
    <div className={styles.account}>
      {user ? (
        <>
          <Button
            tone="ghost"
            className={styles.userButton}
            onClick={() => openAuthDialog()}
            onPointerEnter={warm}
            onFocus={warm}
            title="Your account"
            aria-label={`Signed in as ${user.username}: your account`}
          >
            <User size={18} aria-hidden />
            <span className={styles.username}>{user.username}</span>
          </Button>
          <Button tone="ghost" shape="icon" onClick={signOut} disabled={pending === 'sign-out'} title="Sign out" aria-label="Sign out">
            <LogOut size={18} aria-hidden />
          </Button>
        </>
      ) : (
        <Button
          tone="ghost"
          shape="icon"
          onClick={() => openAuthDialog()}
          onPointerEnter={warm}
          onFocus={warm}
          title="Sign in"
          aria-label="Sign in"
        >
          <User size={18} aria-hidden />
        </Button>
      )}
      {question.unsent ? (
        <Suspense fallback={null}>
          <SignOutQuestion {...question} />
        </Suspense>
      ) : null}
      {dialog.opened ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
