import { trpc } from '../../../lib/trpc.ts';
import type { IsoDate } from '../../../shared/dates.ts';

/** Spec 5: the share query runs only while the share dialog is open. */
export function useShareInfo(date: IsoDate, open: boolean) {
  return trpc.share.byDate.useQuery({ date }, { enabled: open });
}
