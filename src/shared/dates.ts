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

/** The shape of an IsoDate, for patterns that hold one (`new RegExp(...)`). */
export const ISO_DATE_SHAPE = String.raw`\d{4}-\d{2}-\d{2}`;
const ISO_DATE_PATTERN = new RegExp(`^${ISO_DATE_SHAPE}$`);

/** Shaped yyyy-MM-dd, whether or not the day exists (a /{date} segment names a date page). */
export function isDateShaped(value: string): boolean {
  return ISO_DATE_PATTERN.test(value);
}

/** True for a real calendar date written as yyyy-MM-dd (so 2025-02-29 is false). */
export function isIsoDate(value: string): value is IsoDate {
  if (!isDateShaped(value)) return false;
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
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
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

/** The date a devotion address shows, and why it is not the one the address names, when it is not. */
export interface RouteDate {
  date: IsoDate;
  /** For the reader, e.g. "There is no 30 February; showing today's devotion"; null when the address's own date is shown. */
  fallback: string | null;
}

const SHOWING_TODAY = "showing today's devotion";

function monthTitle(monthNumber: number): string {
  const name = MONTHS[monthNumber - 1]!;
  return name[0]!.toUpperCase() + name.slice(1);
}

/** Why a day and month (numbers as written) make no date: "There is no 30 February" (the year only where it decides). */
function noSuchDay(day: number, monthNumber: number, year: number): string {
  const existsSomeYear = day >= 1 && day <= (monthNumber === 2 ? 29 : new Date(2001, monthNumber, 0).getDate());
  return `There is no ${day} ${monthTitle(monthNumber)}${existsSomeYear ? ` in ${year}` : ''}`;
}

/** Why a date parameter is not a date: "There is no 30 February", "There is no month 13". */
function whyNotADate(text: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return `There is no date "${text}"`;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) return `There is no month ${month}`;
  return noSuchDay(day, month, year);
}

/**
 * Spec 2: the date of a devotion page comes from the date parameter if parsable, else from
 * month plus day in the current year, else today. A date outside the navigable range (the
 * same rule as the arrows and the calendar, decision 027) also falls back to today. Every
 * fallback says why, for the page to tell the reader.
 */
export function readRouteDate(params: RouteDateParams, today: IsoDate): RouteDate {
  let named: IsoDate | null = null;
  let why: string | null = null;
  if (params.date !== undefined && isIsoDate(params.date)) {
    named = params.date;
  } else if (params.month !== undefined && params.day !== undefined) {
    const year = Number(today.slice(0, 4));
    named = dateFromMonthAndDay(params.month, params.day, year);
    const monthNumber = monthNumberFromName(params.month);
    if (!named)
      why =
        monthNumber !== null && /^\d{1,2}$/.test(params.day)
          ? noSuchDay(Number(params.day), monthNumber, year)
          : `There is no day "${params.day}" in ${params.month}`;
  } else if (params.date !== undefined) {
    why = whyNotADate(params.date);
  }
  if (named === null) return { date: today, fallback: why ? `${why}; ${SHOWING_TODAY}` : null };
  const { first, last } = navigableRange(today);
  if (named < first) return { date: today, fallback: `LUMEN's devotions begin on ${formatFullDate(first)}; ${SHOWING_TODAY}` };
  if (named > last) return { date: today, fallback: `${formatFullDate(named)} is more than ${DAYS_AHEAD} days ahead; ${SHOWING_TODAY}` };
  return { date: named, fallback: null };
}

/** The date alone of readRouteDate. */
export function resolveRouteDate(params: RouteDateParams, today: IsoDate): IsoDate {
  return readRouteDate(params, today).date;
}

export function isInProgramme(date: IsoDate): boolean {
  return date >= PROGRAMME_START && date <= PROGRAMME_END;
}

/** How many days after today a reader may open, to prepare for them (decision 027). */
export const DAYS_AHEAD = 7;

/**
 * The navigable range, one rule for the arrows, the keys, the calendar and the address
 * (DECISIONS "Every date has a devotion", extended by decision 027): the programme's first
 * date to the later of its last date and a week after today.
 */
export function navigableRange(today: IsoDate): { first: IsoDate; last: IsoDate } {
  const ahead = addDaysIso(today, DAYS_AHEAD);
  return { first: PROGRAMME_START, last: ahead > PROGRAMME_END ? ahead : PROGRAMME_END };
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
