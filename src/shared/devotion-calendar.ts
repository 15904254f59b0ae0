// Which dates show a devotion, and which devotion (DECISIONS "Every date has a devotion").
import { addDaysIso, monthDayOf, navigableRange, type IsoDate } from './dates.ts';

export interface DevotionCalendar {
  /** The programme date whose devotion is shown for `date`, or null when there is none. */
  resolve(date: IsoDate): IsoDate | null;
  /** The nearest earlier and later dates that show a devotion, within the navigable range. */
  neighbours(date: IsoDate, today: IsoDate): { previous: IsoDate | null; next: IsoDate | null };
}

export function createDevotionCalendar(entryDates: Iterable<IsoDate>): DevotionCalendar {
  const dated = new Set(entryDates);
  // The most recent entry for each month and day.
  const latestByMonthDay = new Map<string, IsoDate>();
  for (const date of dated) {
    const key = monthDayOf(date);
    const current = latestByMonthDay.get(key);
    if (!current || date > current) latestByMonthDay.set(key, date);
  }

  function resolve(date: IsoDate): IsoDate | null {
    if (dated.has(date)) return date;
    const monthDay = monthDayOf(date);
    const sameDay = latestByMonthDay.get(monthDay);
    if (sameDay) return sameDay;
    // 29 February shows 28 February's devotion when no leap-day entry exists.
    return monthDay === '02-29' ? (latestByMonthDay.get('02-28') ?? null) : null;
  }

  function step(date: IsoDate, direction: 1 | -1, bound: IsoDate): IsoDate | null {
    if (latestByMonthDay.size === 0) return null;
    let candidate = addDaysIso(date, direction);
    while (direction === 1 ? candidate <= bound : candidate >= bound) {
      if (resolve(candidate)) return candidate;
      candidate = addDaysIso(candidate, direction);
    }
    return null;
  }

  return {
    resolve,
    neighbours(date, today) {
      const { first, last } = navigableRange(today);
      // A date outside the range still gets a way back into it.
      const previous = date > last ? step(addDaysIso(last, 1), -1, first) : step(date, -1, first);
      const next = date < first ? step(addDaysIso(first, -1), 1, last) : step(date, 1, last);
      return { previous, next };
    },
  };
}
