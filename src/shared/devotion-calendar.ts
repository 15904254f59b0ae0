// Which devotion a date shows, and where previous and next lead (DECISIONS "Every date has a
// devotion"). The church-year rule lives in church-year.ts; this adds the entries that exist.
import { perennialCandidates } from './church-year.ts';
import { addDaysIso, navigableRange, type IsoDate } from './dates.ts';

export interface DevotionCalendar {
  /** The programme date whose devotion is shown for `date`, or null when there is none. */
  resolve(date: IsoDate): IsoDate | null;
  /** The days before and after `date`, one day at a time, within the navigable range. */
  neighbours(date: IsoDate, today: IsoDate): { previous: IsoDate | null; next: IsoDate | null };
}

export function createDevotionCalendar(entryDates: Iterable<IsoDate>): DevotionCalendar {
  const dated = new Set(entryDates);

  return {
    resolve(date) {
      if (dated.has(date)) return date;
      // While the programme is incomplete the best match may be unwritten: take the next best.
      return perennialCandidates(date).find((candidate) => dated.has(candidate)) ?? null;
    },
    neighbours(date, today) {
      return dated.size === 0 ? { previous: null, next: null } : dayByDayNeighbours(date, today);
    },
  };
}

/** Every date shows a devotion, so previous and next move one day at a time within the navigable range. */
export function dayByDayNeighbours(date: IsoDate, today: IsoDate): { previous: IsoDate | null; next: IsoDate | null } {
  const { first, last } = navigableRange(today);
  // A date outside the range still gets a way back into it. The day beyond is computed only
  // inside the range: past 9999-12-31 it would be "10000-01-01", which sorts before any year.
  const previous = date > last ? last : date > first ? addDaysIso(date, -1) : null;
  const next = date < first ? first : date < last ? addDaysIso(date, 1) : null;
  return { previous, next };
}
