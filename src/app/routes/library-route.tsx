// The library at /library (DECISIONS "Beyond the page"): the library feature in the page shell,
// with the account button in the header, sign-in for a visitor's study notes and the plan's
// reading streak.
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { openAuthDialog } from '../../features/auth/hooks/use-auth-dialog.ts';
import { LibraryPage } from '../../features/library/components/library-page.tsx';
import { StreakSummary } from '../../features/plan/components/streak-summary.tsx';
import { PageShell } from '../page-shell.tsx';

const openSignIn = () => openAuthDialog();
const renderStreak = (planKeys: ReadonlySet<string>) => <StreakSummary completedKeys={planKeys} />;

export function LibraryRoute() {
  return (
    <PageShell account={<AccountButton />}>
      <LibraryPage onSignIn={openSignIn} renderStreak={renderStreak} />
    </PageShell>
  );
}
