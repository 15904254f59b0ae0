// An honest streak (issue "Beyond the page", docs/decisions/030-an-honest-streak.md). A reading
// day is a calendar day, in the reader's own time zone, on which they marked a devotion complete
// (in the plan or with "Done"): ticking ten old days today makes one reading day, not ten. Each
// mark is kept with the plan's progress as a key "{devotion date}-read-on-{reading day}", the
// reading day worked out on the reader's device when they marked it.
//
// The rules: a streak is a run of days in which every day was a reading day but for grace days;
// one missed day in any seven is a grace day and does not break it, two close together do. Today
// is never missed: until it ends it is still open. All day arithmetic is on calendar dates, so
// the change to or from summer time never adds or loses a day.
import { ISO_DATE_SHAPE, type IsoDate } from './dates.ts';
import { addCalendarDays, calendarDaysBetween, dayInTimeZone } from './time-zones.ts';

/** One missed day in any seven consecutive days is forgiven. */
const GRACE_WINDOW_DAYS = 7;

const READING_KEY = new RegExp(`^(${ISO_DATE_SHAPE})-read-on-(${ISO_DATE_SHAPE})$`);

/** The key that records reading `devotionDate`'s devotion on `readingDay`. */
export function readingKey(devotionDate: IsoDate, readingDay: IsoDate): string {
  return `${devotionDate}-read-on-${readingDay}`;
}

/** The devotion date and the reading day of a reading key, or null for any other key. */
export function parseReadingKey(key: string): { devotionDate: IsoDate; readingDay: IsoDate } | null {
  const match = READING_KEY.exec(key);
  return match ? { devotionDate: match[1]!, readingDay: match[2]! } : null;
}

/** The reading days among a reader's plan keys. */
export function readingDaysOf(keys: Iterable<string>): Set<IsoDate> {
  const days = new Set<IsoDate>();
  for (const key of keys) {
    const parsed = parseReadingKey(key);
    if (parsed) days.add(parsed.readingDay);
  }
  return days;
}

/** The reading day a mark made at `instant` counts for, where the reader is. */
export function readingDayAt(instant: Date, timeZone: string): IsoDate {
  return dayInTimeZone(instant, timeZone);
}

export interface Streak {
  /** Reading days in the streak (grace days are not counted as read). */
  days: number;
  /** Its first and last reading days; null for no streak. */
  first: IsoDate | null;
  last: IsoDate | null;
  /** Missed days the streak carried over as grace days, latest first. */
  graceDays: IsoDate[];
}

const NO_STREAK: Streak = { days: 0, first: null, last: null, graceDays: [] };

/**
 * The streak that runs back from `end`. `open` is today: not read yet, but not missed either.
 * A missed day is a grace day when the day before it was read and no other grace day lies
 * within the seven days around it; otherwise the streak stops there.
 */
function streakBackFrom(readingDays: ReadonlySet<IsoDate>, end: IsoDate, open: IsoDate | null): Streak {
  let days = 0;
  let first: IsoDate | null = null;
  let last: IsoDate | null = null;
  const graceDays: IsoDate[] = [];
  for (let day = end; ; day = addCalendarDays(day, -1)) {
    if (readingDays.has(day)) {
      days += 1;
      first = day;
      last ??= day;
      continue;
    }
    if (day === open) continue;
    // Walking back, the day after `day` was read (or is today): a single missed day, so far.
    if (!readingDays.has(addCalendarDays(day, -1))) break;
    const previousGrace = graceDays.at(-1);
    if (previousGrace !== undefined && calendarDaysBetween(day, previousGrace) < GRACE_WINDOW_DAYS) break;
    graceDays.push(day);
  }
  return days === 0 ? NO_STREAK : { days, first, last, graceDays };
}

/** The streak still going today: it ends today, or on an earlier day that today can still follow. */
export function currentStreak(readingDays: ReadonlySet<IsoDate>, today: IsoDate): Streak {
  return streakBackFrom(readingDays, today, today);
}

/** The longest streak there has been (the latest of equals), up to today. */
export function longestStreak(readingDays: ReadonlySet<IsoDate>, today: IsoDate): Streak {
  let longest = currentStreak(readingDays, today);
  for (const day of readingDays) {
    // A streak is longest at the end of a run of reading days: only those are worth walking from.
    if (day > today || readingDays.has(addCalendarDays(day, 1))) continue;
    const streak = streakBackFrom(readingDays, day, null);
    if (streak.days > longest.days || (streak.days === longest.days && streak.last! > (longest.last ?? ''))) longest = streak;
  }
  return longest;
}

/** How a day of this week shows: read, carried by a grace day, today still open, to come, or not read. */
export type WeekMark = 'read' | 'grace' | 'today' | 'ahead' | 'unread';

export interface WeekDay {
  date: IsoDate;
  mark: WeekMark;
}

/** The week (Sunday to Saturday, as the devotions' weeks run) that holds `today`, as seven marks. */
export function weekMarks(readingDays: ReadonlySet<IsoDate>, today: IsoDate, streak = currentStreak(readingDays, today)): WeekDay[] {
  const sunday = addCalendarDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  const grace = new Set(streak.graceDays);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addCalendarDays(sunday, index);
    const mark: WeekMark = readingDays.has(date)
      ? 'read'
      : date > today
        ? 'ahead'
        : date === today
          ? 'today'
          : grace.has(date)
            ? 'grace'
            : 'unread';
    return { date, mark };
  });
}

export interface StreakSummary {
  current: Streak;
  longest: Streak;
  week: WeekDay[];
}

export function streakSummary(readingDays: ReadonlySet<IsoDate>, today: IsoDate): StreakSummary {
  const current = currentStreak(readingDays, today);
  return { current, longest: longestStreak(readingDays, today), week: weekMarks(readingDays, today, current) };
}
