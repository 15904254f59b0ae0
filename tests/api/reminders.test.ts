// A daily reminder with no account: GET /feed.xml (Atom) and GET /calendar.ics (iCalendar),
// read back with real parsers, as a feed reader and a calendar program would read them.
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso } from '../../src/shared/dates.ts';
import { insertDevotion } from '../factories/content.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { TEST_ORIGIN, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

/** Only the clock's date: the database driver's timers stay real. */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
afterEach(() => {
  vi.useRealTimers();
});

async function insertDays(first: string, count: number) {
  for (let index = 0; index < count; index++) {
    const date = addDaysIso(first, index);
    await insertDevotion(context.db.sql, {
      date,
      title: `Devotion of ${date}`,
      verse_reference: 'Lamentations 3:22-23',
      content: `The first paragraph of ${date}.\n\nA second paragraph the feed leaves for the page.`,
    });
  }
}

/** The wall clock in `timeZone` at `instant`, as yyyy-MM-dd HH:mm. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function calendarEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const alarm = component.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: component.getFirstPropertyValue('url'),
      start: event.startDate.toJSDate(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
      minutes: event.duration.toSeconds() / 60,
      alarm: alarm && { action: alarm.getFirstPropertyValue('action'), trigger: String(alarm.getFirstPropertyValue('trigger')) },
    };
  });
}

describe('GET /feed.xml', () => {
  it('is an Atom feed of the last 30 days up to today, each with its title, date, link, verse and first paragraph', async () => {
    setNow('2025-03-20T12:00:00Z');
    await insertDays('2025-02-17', 33);

    const response = await context.app.inject('/feed.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(response.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('LUMEN — Daily Bible Devotional');
    expect(feed.items).toHaveLength(30);
    expect(feed.items.map((item) => item.title)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Devotion of ${addDaysIso('2025-03-20', -index)}`),
    );
    const [today] = feed.items;
    expect(today!.url).toBe(`${TEST_ORIGIN}/devotion/2025-03-20`);
    expect(today!.updated?.toISOString()).toBe('2025-03-20T00:00:00.000Z');
    expect(today!.content).toContain("It is of the LORD'S mercies that we are not consumed");
    expect(today!.content).toContain('Lamentations 3:22-23 (KJV)');
    expect(today!.content).toContain('The first paragraph of 2025-03-20.');
    expect(today!.content).not.toContain('A second paragraph');
    expect(today!.description).toContain('— Lamentations 3:22-23');
  });

  it('includes the perennial days after the programme, as the devotion pages show them', async () => {
    setNow('2026-11-23T12:00:00Z');
    await insertDays('2025-10-12', 56);

    const feed = parseFeed((await context.app.inject('/feed.xml')).body);

    expect(feed.items).toHaveLength(30);
    expect(feed.items[0]!.url).toBe(`${TEST_ORIGIN}/devotion/2026-11-23`);
    expect(feed.items[29]!.url).toBe(`${TEST_ORIGIN}/devotion/2026-10-25`);
    for (const item of [feed.items[0]!, feed.items[17]!]) {
      const date = item.url!.slice(-10);
      const shown = restOutput('devotion.byDate', await context.app.inject(`/api/devotions/${date}`));
      expect(item.title).toBe(shown.title);
      expect(shown.contentDate < '2026-01-01').toBe(true);
    }
  });

  it('is public content with an ETag: a repeat with If-None-Match answers 304', async () => {
    setNow('2025-03-20T12:00:00Z');
    await insertDays('2025-03-18', 3);

    const first = await context.app.inject('/feed.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(first.headers.etag).toBeTruthy();
    const again = await context.app.inject({ url: '/feed.xml', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /calendar.ics', () => {
  it.each([
    ['America/New_York', '06:30', '2026-03-08'],
    ['Europe/London', '07:00', '2026-03-29'],
  ])('holds 60 daily events at %s %s, keeping the clock time across the change to summer time (%s)', async (tz, time, changeDay) => {
    setNow('2026-03-01T12:00:00Z');
    await insertDays('2026-03-01', 62);

    const response = await context.app.inject(`/calendar.ics?time=${time}&tz=${encodeURIComponent(tz)}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = calendarEvents(response.body);
    expect(events).toHaveLength(60);
    events.forEach((event, index) => {
      const date = addDaysIso('2026-03-01', index);
      expect(wallClock(event.start, tz)).toBe(`${date} ${time}`);
      expect(event.summary).toBe(`Devotion of ${date}`);
      expect(event.url).toBe(`${TEST_ORIGIN}/devotion/${date}`);
      expect(event.description).toBe(`Lamentations 3:22-23\n${TEST_ORIGIN}/devotion/${date}`);
      expect(event.alarm).toEqual({ action: 'DISPLAY', trigger: 'PT0S' });
      expect(event.minutes).toBe(15);
    });
    // The same clock time is an hour earlier in UTC once summer time has begun.
    const before = events.find((event) => wallClock(event.start, tz).startsWith(addDaysIso(changeDay, -1)))!;
    const after = events.find((event) => wallClock(event.start, tz).startsWith(addDaysIso(changeDay, 1)))!;
    expect(after.start.getTime() - before.start.getTime()).toBe(47 * 3_600_000);
    expect(new Set(events.map((event) => event.uid)).size).toBe(60);
  });

  it('keeps the clock time when summer time ends (Sydney, April)', async () => {
    setNow('2026-03-20T00:00:00Z');
    await insertDays('2026-03-20', 62);

    const events = calendarEvents((await context.app.inject('/calendar.ics?time=21:15&tz=Australia/Sydney')).body);

    expect(events.map((event) => wallClock(event.start, 'Australia/Sydney').slice(11))).toEqual(Array(60).fill('21:15'));
    const [april4, april5] = ['2026-04-04', '2026-04-05'].map((date) =>
      events.find((event) => wallClock(event.start, 'Australia/Sydney').startsWith(date))!,
    );
    expect(april5!.start.getTime() - april4!.start.getTime()).toBe(25 * 3_600_000);
  });

  it('starts on today where the reader is, not where the server is, at 07:00 UTC when nothing is chosen', async () => {
    setNow('2026-03-01T12:00:00Z');
    await insertDays('2026-03-01', 62);

    const kiritimati = calendarEvents((await context.app.inject('/calendar.ics?tz=Pacific/Kiritimati')).body);
    expect(wallClock(kiritimati[0]!.start, 'Pacific/Kiritimati')).toBe('2026-03-02 07:00');

    const plain = calendarEvents((await context.app.inject('/calendar.ics')).body);
    expect(plain[0]!.start.toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(plain.every((event) => event.startIsUtc)).toBe(true);
  });

  it('is public content with an ETag: a repeat with If-None-Match answers 304', async () => {
    setNow('2026-03-01T12:00:00Z');
    await insertDays('2026-03-01', 7);

    const first = await context.app.inject('/calendar.ics?time=06:00&tz=Europe/Paris');
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const again = await context.app.inject({
      url: '/calendar.ics?time=06:00&tz=Europe/Paris',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['time=25:00', 'time: "25:00" is not a time of day written as HH:mm, for example 07:00'],
    ['time=7am', 'time: "7am" is not a time of day written as HH:mm, for example 07:00'],
    [
      'tz=Mars/Olympus_Mons',
      'tz: "Mars/Olympus_Mons" is not a time zone LUMEN knows: use an IANA name such as Europe/London or America/New_York',
    ],
    ['tz=%2B02:00', 'tz: "+02:00" is not a time zone LUMEN knows: use an IANA name such as Europe/London or America/New_York'],
    ['tz=UTC&tz=Europe/London', 'tz: tz must be written once, as an IANA time zone'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await context.app.inject(`/calendar.ics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(restError(response)).toBe(message);
  });
});
