import { useEffect } from 'react';
import { addDaysIso, type IsoDate } from '../../../shared/dates.ts';
import { dayByDayNeighbours } from '../../../shared/devotion-calendar.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { whenServiceWorkerKeeps } from '../../../lib/service-worker.ts';
import { useToday } from '../../../lib/today.ts';
import { trpc } from '../../../lib/trpc.ts';

const MINUTE = 60_000;
/** Days ahead fetched once a devotion shows, so the coming week reads offline. */
const OFFLINE_DAYS_AHEAD = 7;

/** The devotion for a date; once it loads, the neighbouring days are prefetched (spec 4). */
export function useDevotion(date: IsoDate) {
  const utils = trpc.useUtils();
  const devotion = trpc.devotion.byDate.useQuery({ date });
  const navigation = useDevotionNavigation(date);

  const { previous, next } = navigation.data ?? {};
  useEffect(() => {
    if (!devotion.isSuccess) return;
    const stopPrefetch = whenIdle(() => {
      for (const neighbour of [previous, next]) {
        if (neighbour) void utils.devotion.byDate.prefetch({ date: neighbour }, { staleTime: 15 * MINUTE });
      }
    });
    // The service worker keeps what is fetched through it: the next week is then readable
    // offline. On a first visit it takes over a few seconds in (lib/service-worker.ts), after
    // this day and its neighbours were fetched: they are fetched once more, through it.
    let stopWaiting = () => {};
    const idle = window.setTimeout(() => {
      stopWaiting = whenServiceWorkerKeeps((justInstalled) => {
        // Tomorrow counts among the coming week even where navigation offers no next day.
        const tomorrow = addDaysIso(date, 1);
        if (justInstalled) {
          for (const day of new Set([date, previous, next, tomorrow]))
            if (day) void utils.client.devotion.byDate.query({ date: day }).catch(() => undefined);
        }
        for (let ahead = 1; ahead <= OFFLINE_DAYS_AHEAD; ahead++) {
          void utils.devotion.byDate.prefetch({ date: addDaysIso(date, ahead) }, { staleTime: 15 * MINUTE });
        }
      });
    }, 2000);
    // The timing report stays in the browser (DECISIONS "No analytics").
    performance.mark(`lumen:devotion-shown:${date}`);
    return () => {
      stopPrefetch();
      window.clearTimeout(idle);
      stopWaiting();
    };
  }, [devotion.isSuccess, previous, next, date, utils]);

  return { devotion, navigation };
}

/** Spec 7: navigation is cached for 30 minutes. Until it answers (or when it cannot), the calendar's own rule stands in. */
function useDevotionNavigation(date: IsoDate) {
  // The query key holds the day: a server-rendered page's key is the server's day until hydrated.
  const today = useToday();
  const navigation = trpc.devotion.navigation.useQuery(
    { date, today },
    { staleTime: 30 * MINUTE, placeholderData: () => dayByDayNeighbours(date, today) },
  );
  // A failed query shows no placeholder: offline, on a day read from the service worker's cache
  // whose navigation was never fetched, Previous and Next turned off. The rule stands in then too.
  return { data: navigation.data ?? dayByDayNeighbours(date, today) };
}
