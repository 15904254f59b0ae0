import { trpc } from '../../../lib/trpc.ts';
import type { IsoDate } from '../../../shared/dates.ts';

/** The selected date's devotion; the same query (and cache) as the devotion screen's. */
export function usePlanDevotion(date: IsoDate) {
  return trpc.devotion.byDate.useQuery({ date });
}
