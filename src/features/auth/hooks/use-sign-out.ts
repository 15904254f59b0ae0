// Signing out from the header or the account dialog (spec 4, 8): pending changes are sent
// first; when some cannot be (offline), the member is asked whether to keep them on this device
// until they sign in again or to discard them; the toast then says what went and what stays.
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Unsent } from '../../../lib/kept-lists/account.ts';
import type { Session, UnsentChoice } from './use-session.ts';

export interface SignOutToast {
  title: string;
  /** Put before what the device says went and stays. */
  lead?: string;
}

export function useSignOut(session: Pick<Session, 'signOut'>, toastText: SignOutToast) {
  const toast = useToast();
  const [unsent, setUnsent] = useState<Unsent | null>(null);

  const run = async (choice?: UnsentChoice) => {
    setUnsent(null);
    const result = await session.signOut(choice);
    if (result.status === 'unsent') {
      setUnsent(result.unsent);
      return;
    }
    toast({ title: toastText.title, description: [toastText.lead, result.description].filter(Boolean).join(' ') });
  };

  return {
    signOut: () => void run(),
    /** The question about unsent changes, while it is asked. */
    question: {
      unsent,
      keep: () => void run('keep'),
      discard: () => void run('discard'),
      stay: () => setUnsent(null),
    },
  };
}
