// The days of the reader's calendar that memory-verse cards fall on, without the FSRS scheduler
// (memory-schedule.ts): the header's due count needs only these, on the first page.
import { addDaysIso, type IsoDate } from './dates.ts';
import type { MemoryCard } from './schemas/user-data.ts';
import { dayInTimeZone, offsetAt } from './time-zones.ts';

/** The calendar date of `instant` on a clock in `timeZone`. */
export const localDateIn = dayInTimeZone;

/** The first moment of `date` in `timeZone` (where midnight is skipped, the first moment that exists). */
export function startOfLocalDay(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  let guess = midnightAsUtc;
  for (let step = 0; step < 3; step++) {
    const next = midnightAsUtc - offsetAt(new Date(guess), timeZone);
    if (next === guess) break;
    guess = next;
  }
  // A day that starts at 01:00 (midnight skipped): step forward to its first hour.
  while (localDateIn(new Date(guess), timeZone) < date) guess += 60 * 60 * 1000;
  return new Date(guess);
}

/** The last moment of `date` in `timeZone`. */
export function endOfLocalDay(date: IsoDate, timeZone: string): Date {
  return new Date(startOfLocalDay(addDaysIso(date, 1), timeZone).getTime() - 1);
}

/** The reader's time zone, as the device names it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The day a card is next due, on the reader's calendar. */
export function nextReviewDate(card: MemoryCard, timeZone: string): IsoDate {
  return localDateIn(new Date(card.due), timeZone);
}

/** True when the card is due on or before the reader's today. */
export function isDueToday(card: MemoryCard, now: Date, timeZone: string): boolean {
  return nextReviewDate(card, timeZone) <= localDateIn(now, timeZone);
}
