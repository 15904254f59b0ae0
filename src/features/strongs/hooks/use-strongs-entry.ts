import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** Spec 5: the entry query runs only when a number is present and the modal is open. */
export function useStrongsEntry(strongsNumber: string | null, open: boolean) {
  return trpc.strongs.byNumber.useQuery(open && strongsNumber ? { strongsNumber } : skipToken);
}
