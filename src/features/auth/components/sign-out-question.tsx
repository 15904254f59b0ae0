// Asked at a sign-out when some changes could not reach the account (the device is offline):
// keep them on this device until the member signs in again, or discard them.
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { Unsent } from '../../../lib/kept-lists/account.ts';
import { joinedWords, LIST_WORDS } from '../../../lib/kept-lists/words.ts';

function unsentWords({ changes, lists, noteDrafts }: Unsent): string {
  const parts = [
    changes > 0 ? `${changes} ${changes === 1 ? 'change' : 'changes'} to your ${joinedWords(lists.map((id) => LIST_WORDS[id][2]))}` : '',
    noteDrafts > 0 ? `${noteDrafts} unsaved study ${noteDrafts === 1 ? 'note' : 'notes'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

export function SignOutQuestion({
  unsent,
  keep,
  discard,
  stay,
}: {
  unsent: Unsent | null;
  keep: () => void;
  discard: () => void;
  stay: () => void;
}) {
  return (
    <ConfirmDialog
      open={unsent !== null}
      onOpenChange={(open) => !open && stay()}
      title="Not everything has reached your account"
      description={
        unsent
          ? `${unsentWords(unsent)} could not be sent, probably because you are offline. Keep them on this device until you next sign in (they are sent then), or discard them?`
          : ''
      }
      actions={[
        { label: 'Keep on this device', onSelect: keep },
        { label: 'Discard them', onSelect: discard, tone: 'secondary' },
      ]}
      cancelLabel="Stay signed in"
    />
  );
}
