import { useEffect } from 'react';
import { todayIso, type IsoDate } from '../../../shared/dates.ts';
import { trpc } from '../../../lib/trpc.ts';

const MINUTE = 60_000;

/** The devotion for a date; once it loads, the neighbouring days are prefetched (spec 4). */
export function useDevotion(date: IsoDate) {
  const utils = trpc.useUtils();
  const devotion = trpc.devotion.byDate.useQuery({ date });
  const navigation = useDevotionNavigation(date);

  const { previous, next } = navigation.data ?? {};
  useEffect(() => {
    if (!devotion.isSuccess) return;
    for (const neighbour of [previous, next]) {
      if (neighbour) void utils.devotion.byDate.prefetch({ date: neighbour }, { staleTime: 15 * MINUTE });
    }
    // The timing report stays in the browser (DECISIONS "No analytics").
    performance.mark(`lumen:devotion-shown:${date}`);
  }, [devotion.isSuccess, previous, next, date, utils]);

  return { devotion, navigation };
}

/** Spec 7: navigation is cached for 30 minutes. */
export function useDevotionNavigation(date: IsoDate) {
  return trpc.devotion.navigation.useQuery({ date, today: todayIso() }, { staleTime: 30 * MINUTE });
}
