// Days and times in a named IANA time zone, through the platform's own zone data (Intl), so the
// server's clock and zone never decide a reader's day. Calendar days are yyyy-MM-dd strings and
// are counted in UTC: a day is a day, whatever the clock did that night (summer time).
import type { IsoDate } from './dates.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone the platform knows by name ("Europe/London", "UTC"); false for anything else. */
export function isTimeZone(name: string): boolean {
  // An offset such as "+02:00" is accepted by newer engines but follows no summer time: not a place.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day `instant` falls on for a reader in `timeZone`. */
export function dayInTimeZone(instant: Date, timeZone: string): IsoDate {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` shows `time` (HH:mm) on `date`. A time the clocks skip
 * (the spring change) is read with the offset before the change, so it lands just after the gap,
 * as calendar programs place it; a time that happens twice (the autumn change) is the first.
 */
export function instantInTimeZone(date: IsoDate, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset a few hours before and after: around a change they differ, and the earlier one
  // decides both the repeated hour (first occurrence) and the skipped one (after the gap).
  const before = offsetAt(new Date(wall - 12 * 3_600_000), timeZone);
  const after = offsetAt(new Date(wall + 12 * 3_600_000), timeZone);
  const withBefore = wall - before;
  if (before === after) return new Date(withBefore);
  const withAfter = wall - after;
  // The reading that really shows `time` on the clock, earliest first; none in a skipped hour.
  const candidates = [withBefore, withAfter].sort((a, b) => a - b);
  const shown = candidates.find((candidate) => offsetAt(new Date(candidate), timeZone) === wall - candidate);
  return new Date(shown ?? withBefore);
}

/** `date` moved by `days` calendar days (in UTC, so no clock change can move it by an hour). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (date: IsoDate) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
