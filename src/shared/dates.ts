// The date rules of spec point 2 and DECISIONS "Every date has a devotion", shared by the
// client router and the server so both sides read a date the same way.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

/** A calendar date as `yyyy-MM-dd`, the one date format on the wire. */
export type IsoDate = string;

export const PROGRAMME_START: IsoDate = '2025-01-01';
export const PROGRAMME_END: IsoDate = '2026-06-30';

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as yyyy-MM-dd (so 2025-02-29 is false). */
export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  // The calendar rolls 2025-02-30 over into March; a real date survives the round trip.
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Local-time Date for an IsoDate; only call with a value that passed isIsoDate. */
export function toDate(date: IsoDate): Date {
  return parseISO(date);
}

export function toIsoDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return toIsoDate(addDays(toDate(date), days));
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
] as const;

/** Month number 1–12 for a month name ("January", "jan", "Sept"), or null. */
export function monthNumberFromName(name: string): number | null {
  const lower = name.trim().toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index === -1 ? null : index + 1;
}

/** The IsoDate for a month name and day number in the given year, or null if there is none. */
export function dateFromMonthAndDay(month: string, day: string, year: number): IsoDate | null {
  const monthNumber = monthNumberFromName(month);
  if (monthNumber === null || !/^\d{1,2}$/.test(day)) return null;
  const candidate = `${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(candidate) ? candidate : null;
}

export interface RouteDateParams {
  date?: string | undefined;
  month?: string | undefined;
  day?: string | undefined;
}

/**
 * Spec 2: the date of a devotion page comes from the date parameter if parsable, else from
 * month plus day in the current year, else today.
 */
export function resolveRouteDate(params: RouteDateParams, today: IsoDate): IsoDate {
  if (params.date !== undefined && isIsoDate(params.date)) return params.date;
  if (params.month !== undefined && params.day !== undefined) {
    const fromMonthDay = dateFromMonthAndDay(params.month, params.day, Number(today.slice(0, 4)));
    if (fromMonthDay) return fromMonthDay;
  }
  return today;
}

export function isInProgramme(date: IsoDate): boolean {
  return date >= PROGRAMME_START && date <= PROGRAMME_END;
}

/** The navigable range: programme start to the later of programme end and today. */
export function navigableRange(today: IsoDate): { first: IsoDate; last: IsoDate } {
  return { first: PROGRAMME_START, last: today > PROGRAMME_END ? today : PROGRAMME_END };
}

/** "Monday, January 5, 2025" (date navigator, full label). */
export function formatFullDate(date: IsoDate): string {
  return format(toDate(date), 'EEEE, MMMM d, yyyy');
}

/** "Jan 5, 2025" (compact label, search results). */
export function formatCompactDate(date: IsoDate): string {
  return format(toDate(date), 'MMM d, yyyy');
}

/** Today in the reader's own time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}
