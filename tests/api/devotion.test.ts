import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertDevotion, insertTheme } from '../factories/content.ts';
import { restError, restOutput, trpcOutput } from '../setup/procedure-output.ts';
import { createTestCaller, TEST_ORIGIN, trpcQueryUrl, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

describe('GET /api/devotions/{date}', () => {
  it('returns the devotion with its Sunday-to-Saturday weekly theme and day of the week', async () => {
    await insertTheme(context.db.sql, 1, 'New Beginnings');
    await insertTheme(context.db.sql, 2, 'The Word Made Flesh');
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Seeing No One After the Flesh' });

    const response = await context.app.inject('/api/devotions/2025-01-05');
    const body = restOutput('devotion.byDate', response);

    expect(body).toMatchObject({
      id: devotion.id,
      date: '2025-01-05',
      contentDate: '2025-01-05',
      title: 'Seeing No One After the Flesh',
      verseReference: devotion.verse_reference,
      verseText: devotion.verse_text,
      memoryVerse: devotion.memory_verse,
      wordStudy: devotion.word_study,
      weeklyTheme: 'The Word Made Flesh',
      weeklyThemeDescription: 'What week 2 reads.',
      dayOfWeek: 1,
      scholar: 'Matthew Henry',
      readOnUrl: 'https://www.biblegateway.com/passage/?search=Lamentations+3:22-23&version=KJV',
    });
    expect(body.heroImage.url).toMatch(/^\/images\/hero\/\d\d-[\w-]+\.svg$/);
    expect(body.fallbackImage.alt).toBe('People reading and studying together');
    expect(response.headers['cache-control']).toContain('public');
    expect(response.headers.etag).toBeTruthy();
  });

  it('shows the devotion at the same place in the church year on a date past the programme', async () => {
    await insertDevotion(context.db.sql, { date: '2025-11-23', title: 'Christ the King' });
    const monday = await insertDevotion(context.db.sql, { date: '2025-11-24', title: 'The Monday After' });

    const response = await context.app.inject('/api/devotions/2026-11-23');

    expect(restOutput('devotion.byDate', response)).toMatchObject({
      id: monday.id,
      date: '2026-11-23',
      contentDate: '2025-11-24',
      title: 'The Monday After',
      dayOfWeek: 2,
    });
  });

  it('opens Easter Day and Advent Sunday on their feast devotions in any year', async () => {
    await insertDevotion(context.db.sql, { date: '2025-04-20', title: 'Easter Day' });
    await insertDevotion(context.db.sql, { date: '2025-04-21', title: 'Easter Monday' });
    await insertDevotion(context.db.sql, { date: '2025-11-30', title: 'Advent Sunday' });

    expect(restOutput('devotion.byDate', await context.app.inject('/api/devotions/2027-03-28'))).toMatchObject({
      contentDate: '2025-04-20',
      title: 'Easter Day',
    });
    expect(restOutput('devotion.byDate', await context.app.inject('/api/devotions/2026-11-29'))).toMatchObject({
      contentDate: '2025-11-30',
      title: 'Advent Sunday',
    });
  });

  it('shows a leap day the devotion of its place in the church year', async () => {
    // 29 February 2028 is the Tuesday before Ash Wednesday; 2026's is 17 February.
    await insertDevotion(context.db.sql, { date: '2026-02-17', title: 'Before the Ashes' });
    const response = await context.app.inject('/api/devotions/2028-02-29');
    expect(restOutput('devotion.byDate', response)).toMatchObject({ date: '2028-02-29', contentDate: '2026-02-17' });
  });

  it('answers 404 with a message when no devotion exists for the date', async () => {
    const response = await context.app.inject('/api/devotions/2025-03-10');
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe('No devotion is available for 2025-03-10.');
  });

  it.each(['2025-13-40', 'yesterday', '2025-02-29'])('answers 400 with a message for the malformed date %s', async (date) => {
    const response = await context.app.inject(`/api/devotions/${date}`);
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(`date: "${date}" is not a calendar date written as yyyy-MM-dd, for example 2025-01-05`);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('GET /api/devotions/{date}/navigation', () => {
  it('reports the neighbouring dates that show a devotion', async () => {
    for (const date of ['2025-01-01', '2025-01-02', '2025-01-03']) await insertDevotion(context.db.sql, { date });

    expect(restOutput('devotion.navigation', await context.app.inject('/api/devotions/2025-01-02/navigation'))).toEqual({
      previous: '2025-01-01',
      next: '2025-01-03',
    });
    expect(restOutput('devotion.navigation', await context.app.inject('/api/devotions/2025-01-01/navigation'))).toEqual({
      previous: null,
      next: '2025-01-02',
    });
  });

  describe("with the reader's today (after the programme's end, a week after it is the last day to move to)", () => {
    beforeEach(() => {
      // Only the clock's date: the database driver's timers stay real.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const navigation = async (date: string, today?: string) =>
      restOutput('devotion.navigation', await context.app.inject(`/api/devotions/${date}/navigation${today ? `?today=${today}` : ''}`));

    it("trusts a today within a day of the server's (a reader in another time zone)", async () => {
      await insertDevotion(context.db.sql, { date: '2025-01-01' });
      // Decision 027: the coming week is open, to prepare for it.
      expect(await navigation('2026-11-23')).toEqual({ previous: '2026-11-22', next: '2026-11-24' });
      expect(await navigation('2026-11-30')).toEqual({ previous: '2026-11-29', next: null });
      expect(await navigation('2026-11-30', '2026-11-24')).toEqual({ previous: '2026-11-29', next: '2026-12-01' });
      expect(await navigation('2026-11-29', '2026-11-22')).toEqual({ previous: '2026-11-28', next: null });
    });

    it("ignores a today further away and keeps the server's", async () => {
      await insertDevotion(context.db.sql, { date: '2025-01-01' });
      expect(await navigation('2026-11-30', '2026-11-25')).toEqual({ previous: '2026-11-29', next: null });
      expect(await navigation('2026-11-29', '2026-11-21')).toEqual({ previous: '2026-11-28', next: '2026-11-30' });
    });
  });
});

describe('GET /api/devotions/search', () => {
  it('finds devotions by words of their content and title', async () => {
    await insertDevotion(context.db.sql, {
      date: '2025-01-10',
      title: 'He Pitched His Tent Among Us',
      content: 'The Word became flesh and dwelt among us.',
    });
    await insertDevotion(context.db.sql, {
      date: '2025-01-11',
      title: 'Spoken to Us by a Son',
      content: 'God spoke through the prophets.',
    });

    const response = await context.app.inject('/api/devotions/search?q=tent');

    expect(restOutput('devotion.search', response)).toEqual([
      expect.objectContaining({
        title: 'He Pitched His Tent Among Us',
        date: '2025-01-10',
        verseReference: 'Lamentations 3:22-23',
        author: 'Test Writer',
      }),
    ]);
    expect(
      restOutput('devotion.search', await context.app.inject('/api/devotions/search?q=prophets')).map((result) => result.date),
    ).toEqual(['2025-01-11']);
    expect(restOutput('devotion.search', await context.app.inject('/api/devotions/search?q=zzzzzz'))).toEqual([]);
  });

  it('puts a title match first, then the better full-text match, then the earlier date', async () => {
    const once = 'They gathered bread in the morning and were satisfied.';
    await insertDevotion(context.db.sql, { date: '2025-02-01', title: 'The Bread of Heaven', content: once });
    await insertDevotion(context.db.sql, {
      date: '2025-02-02',
      title: 'Daily Provision',
      content: 'Bread, bread and more bread: the bread of the day, bread enough.',
    });
    await insertDevotion(context.db.sql, { date: '2025-02-04', title: 'Gathered at Dawn', content: once });
    await insertDevotion(context.db.sql, { date: '2025-02-03', title: 'Gathered at Dusk', content: once });
    await insertDevotion(context.db.sql, { date: '2025-02-05', title: 'Nothing About It', content: 'Water from the rock.' });

    const dates = async (query: string) =>
      restOutput('devotion.search', await context.app.inject(`/api/devotions/search?q=${encodeURIComponent(query)}`)).map(
        (result) => result.date,
      );
    expect(await dates('bread')).toEqual(['2025-02-01', '2025-02-02', '2025-02-03', '2025-02-04']);
    // The title match ignores case and the spaces around what was typed.
    expect(await dates('  BREAD ')).toEqual(['2025-02-01', '2025-02-02', '2025-02-03', '2025-02-04']);
    // Every word must match, each as the start of a word.
    expect(await dates('morn sat')).toEqual(['2025-02-01', '2025-02-03', '2025-02-04']);
    expect(await dates('bread rock')).toEqual([]);
  });

  it('answers 400 for a query shorter than 3 characters', async () => {
    const response = await context.app.inject('/api/devotions/search?q=ab');
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe('query: Search query too short: use at least 3 characters');
  });
});

describe('GET /api/share/{date}', () => {
  it('returns the share info with absolute links', async () => {
    await insertTheme(context.db.sql, 2, 'New Beginnings');
    await insertDevotion(context.db.sql, {
      date: '2025-01-05',
      title: 'Seeing No One After the Flesh',
      content: 'First paragraph of the day.\n\nSecond.',
    });

    const response = await context.app.inject('/api/share/2025-01-05');

    expect(restOutput('share.byDate', response)).toEqual({
      title: 'Seeing No One After the Flesh',
      description: 'First paragraph of the day.',
      url: `${TEST_ORIGIN}/share/2025-01-05`,
      image: `${TEST_ORIGIN}/api/share/2025-01-05/image.png`,
      scholar: 'Matthew Henry',
      theme: 'New Beginnings',
    });
  });

  it('answers 404 with a message when no devotion can stand for the date', async () => {
    const response = await context.app.inject('/api/share/2025-01-05');
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe('No devotion is available for 2025-01-05.');
  });
});

describe('tRPC', () => {
  it('serves the same devotion through the procedure as through REST', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const viaCaller = await createTestCaller(context.db.sql).devotion.byDate({ date: '2025-01-05' });
    const viaRest = restOutput('devotion.byDate', await context.app.inject('/api/devotions/2025-01-05'));
    expect(viaRest).toEqual(viaCaller);
  });

  it('answers over HTTP with superjson and a readable validation message', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Over the Wire' });
    const ok = await context.app.inject(trpcQueryUrl('devotion.byDate', { date: '2025-01-05' }));
    expect(trpcOutput('devotion.byDate', ok).title).toBe('Over the Wire');

    const bad = await context.app.inject(trpcQueryUrl('devotion.byDate', { date: 'soon' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.json.message).toBe('date: "soon" is not a calendar date written as yyyy-MM-dd, for example 2025-01-05');
    expect(bad.json().error.json.data.stack ?? null).toBeNull();
    expect(bad.body).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('refuses batches larger than the limit', async () => {
    const paths = Array.from({ length: 11 }, () => 'devotion.byDate').join(',');
    const input = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, { json: { date: '2025-01-05' } }]));
    const response = await context.app.inject(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const response = await context.app.inject('/api/devotions/2025-01-05');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404 that does not repeat the path', async () => {
    const response = await context.app.inject('/api/nothing-here/%3Cb%3Ecall%20us%3C%2Fb%3E?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error: 'There is no API route at this address.' });
    expect(response.body).not.toMatch(/nothing-here|call|%3C/);
  });

  it('answers /trpc without a procedure with a JSON 404 that shows one', async () => {
    const response = await context.app.inject('/trpc');
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe('Name a procedure, for example /trpc/devotion.byDate');
  });

  it('answers a procedure name that decodes to a stray % with a 404 naming it, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await context.app.inject({
        method,
        url: '/trpc/grace%25zz',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      expect([method, response.statusCode, response.json().error.json.message]).toEqual([
        method,
        404,
        'No procedure found on path "grace%zz"',
      ]);
    }
    // A batch naming it is refused whole, with the same 404.
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { date: '2025-01-05' } }, 1: { json: null } }));
    const batch = await context.app.inject(`/trpc/devotion.byDate,a%25zz?batch=1&input=${input}`);
    expect(batch.statusCode).toBe(404);
    expect(batch.body).toContain('No procedure found on path \\"a%zz\\"');
  });

  it('rejects an oversize body with 413 and a message', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/trpc/devotion.byDate',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(restError(response)).toMatch(/too large/i);
  });
});
