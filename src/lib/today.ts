// "Today" for the app (spec 2: `/` opens on today's devotion). The reader's own calendar day
// decides, but a server-rendered page was drawn for the server's day: while React hydrates, the
// app uses the day the server rendered (so the two agree and nothing mismatches), then moves to
// the reader's day if it differs (a reader east or west of the server around midnight). The day
// also rolls over at midnight while the page stays open.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { todayIso, type IsoDate } from '../shared/dates.ts';

/** The day the server rendered the page for; null for a page drawn in the browser only. */
export const RenderedTodayContext = createContext<IsoDate | null>(null);

function subscribeToDayChange(notify: () => void): () => void {
  let timer = 0;
  const armForMidnight = () => {
    const now = new Date();
    const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = window.setTimeout(
      () => {
        notify();
        armForMidnight();
      },
      nextMidnight.getTime() - now.getTime() + 1000,
    );
  };
  armForMidnight();
  // A phone asleep overnight does not run timers: check again when the page is seen.
  document.addEventListener('visibilitychange', notify);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', notify);
  };
}

export function useToday(): IsoDate {
  const rendered = useContext(RenderedTodayContext);
  return useSyncExternalStore(subscribeToDayChange, todayIso, () => rendered ?? todayIso());
}
