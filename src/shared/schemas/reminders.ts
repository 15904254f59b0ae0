// A daily reminder with no account (issue "Beyond the page"): an Atom feed of the days up to
// today and an iCalendar subscription whose events come at a time and in a time zone the reader
// chooses. The paths stay as given: other tools link to them.
import { z } from 'zod';
import { isTimeZone } from '../time-zones.ts';

export const FEED_PATH = '/feed.xml';
export const CALENDAR_PATH = '/calendar.ics';

/** The feed holds the last 30 days up to today; the calendar the next 60 from today. */
export const FEED_DAYS = 30;
export const CALENDAR_DAYS = 60;

export const DEFAULT_REMINDER_TIME = '07:00';
export const DEFAULT_REMINDER_TIME_ZONE = 'UTC';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** GET /calendar.ics?time=HH:mm&tz=Area/City */
export const calendarQuerySchema = z.object({
  time: z
    .string({ error: 'time must be written once, as HH:mm' })
    .regex(TIME_OF_DAY, { error: (issue) => `"${String(issue.input)}" is not a time of day written as HH:mm, for example 07:00` })
    .default(DEFAULT_REMINDER_TIME)
    .describe('When each day’s reminder comes, on a 24-hour clock (HH:mm) in the time zone `tz`. Default 07:00.'),
  tz: z
    .string({ error: 'tz must be written once, as an IANA time zone' })
    .refine(isTimeZone, {
      error: (issue) =>
        `"${String(issue.input)}" is not a time zone LUMEN knows: use an IANA name such as Europe/London or America/New_York`,
    })
    .default(DEFAULT_REMINDER_TIME_ZONE)
    .describe('The reader’s IANA time zone, such as Europe/London; the reminder keeps its clock time through summer time. Default UTC.'),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** The subscription address for a time and zone, on `origin` (https: or, for calendar apps, webcal:). */
export function calendarUrl(origin: string, { time, tz }: CalendarQuery): string {
  const url = new URL(CALENDAR_PATH, origin);
  url.search = new URLSearchParams({ time, tz }).toString();
  return url.toString();
}

/** The same address as calendar programs subscribe to it (webcal: opens the subscription dialog). */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/, 'webcal:');
}
