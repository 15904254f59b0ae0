// A daily reminder with no account: the Atom feed of the days up to today and the iCalendar
// subscription of the days ahead, built by the `feed` and `ical-generator` libraries from the
// devotions the routes looked up (server/http/reminder-routes.ts). Both are pure functions of
// their days, so an answer is the same all day and its ETag holds.
import { Feed } from 'feed';
import ical, { ICalAlarmType } from 'ical-generator';
import { PRODUCT_NAME, PRODUCT_TAGLINE, TRANSLATION } from '../../src/shared/constants.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import { CALENDAR_PATH, FEED_PATH, type CalendarQuery } from '../../src/shared/schemas/reminders.ts';
import type { Devotion } from '../../src/shared/schemas/devotion.ts';
import { instantInTimeZone } from '../../src/shared/time-zones.ts';

/** How long each day's calendar event lasts: a short slot to read in. */
const EVENT_MINUTES = 15;

export function devotionLink(origin: string, date: IsoDate): string {
  return `${origin}/devotion/${date}`;
}

/** The KJV marks the translators' supplied words with [brackets]; a feed reader shows plain words. */
function plainVerse(text: string): string {
  return text.replace(/\[([^\]]*)\]/g, '$1');
}

/** The body's first paragraph (spec 2: paragraphs are split on blank lines). */
export function firstParagraph(content: string): string {
  return (
    content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .find(Boolean) ?? ''
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const midnightUtc = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);

/** The Atom feed of `devotions` (any order), newest first. */
export function buildFeed(devotions: Devotion[], origin: string): string {
  const newestFirst = [...devotions].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    id: `${origin}${FEED_PATH}`,
    title: `${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`,
    description: 'The devotion of each day: its verse and how it begins.',
    link: `${origin}/`,
    language: 'en',
    feedLinks: { atom: `${origin}${FEED_PATH}` },
    // The newest day, not the moment of the request: the same answer all day.
    updated: newestFirst[0] ? midnightUtc(newestFirst[0].date) : new Date(0),
    copyright: `Scripture from the ${TRANSLATION.name} (public domain).`,
    generator: PRODUCT_NAME,
  });
  for (const devotion of newestFirst) {
    const link = devotionLink(origin, devotion.date);
    const verse = plainVerse(devotion.verseText);
    const opening = firstParagraph(devotion.content);
    feed.addItem({
      id: link,
      title: devotion.title,
      link,
      date: midnightUtc(devotion.date),
      author: [{ name: devotion.author }],
      description: `${verse} — ${devotion.verseReference}`,
      content: [
        `<blockquote><p>${escapeHtml(verse)}</p><p>— ${escapeHtml(devotion.verseReference)} (${TRANSLATION.tag})</p></blockquote>`,
        `<p>${escapeHtml(opening)}</p>`,
        `<p><a href="${escapeHtml(link)}">Read the whole devotion</a></p>`,
      ].join(''),
    });
  }
  return feed.atom1();
}

/**
 * The iCalendar subscription: one event a day at the reader's time in their zone, each with an
 * alarm at that time. Times are written in UTC, worked out day by day in the reader's zone, so
 * the clock time holds through summer time and no VTIMEZONE needs describing.
 */
export function buildCalendar(devotions: Devotion[], origin: string, { time, tz }: CalendarQuery, today: IsoDate): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: `${PRODUCT_NAME} daily devotion`,
    description: `A reminder each day at ${time} (${tz}) with that day’s devotion.`,
    prodId: { company: PRODUCT_NAME, product: 'daily-reminder', language: 'EN' },
    url: `${origin}${CALENDAR_PATH}`,
    // Calendar programs refresh a subscription about this often.
    ttl: 12 * 60 * 60,
  });
  // The day it was made, not the moment: the same answer all day.
  const stamp = midnightUtc(today);
  for (const devotion of [...devotions].sort((a, b) => a.date.localeCompare(b.date))) {
    const link = devotionLink(origin, devotion.date);
    const start = instantInTimeZone(devotion.date, time, tz);
    calendar.createEvent({
      id: `${devotion.date}@${host}`,
      stamp,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary: devotion.title,
      description: `${devotion.verseReference}\n${link}`,
      url: link,
      alarms: [{ type: ICalAlarmType.display, trigger: 0, description: `Today’s devotion: ${devotion.title}` }],
    });
  }
  return calendar.toString();
}
