// Edge inputs answer 4xx, never 500 (issue 27 item 12): the last date of the four-digit years,
// dates in the years 0000 to 0099 (which JavaScript's Date reads as 1900 to 1999) on every path
// that takes a date (REST, tRPC and pages), and times in the year 0000 in synced data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../src/shared/dates.ts';
import { insertDevotion } from '../factories/content.ts';
import { buildBookmark, buildHighlight, buildJournalEntry, buildMemoryCard } from '../factories/user-data.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { createTestApp, registerTestUser, SAME_ORIGIN, trpcQueryUrl, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

/** The first and last days of the years 0000 to 0099, a leap day among them, and the year 0100's eve. */
const EARLY_DATES = ['0000-01-01', '0000-02-29', '0001-01-01', '0050-06-15', '0099-12-31'];
const BEFORE_0100 =
  /^date: "00\d\d-\d\d-\d\d" is before the year 0100: LUMEN does not read such dates$|^today: "00\d\d-\d\d-\d\d" is before the year 0100/;

// Pages are drawn by a stand-in for the client's server build, as in server-render.test.ts.
const clientDir = mkdtempSync(join(tmpdir(), 'lumen-edge-client-'));
let pages: FastifyInstance;
beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>LUMEN</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(clientDir, 'server'));
  writeFileSync(
    join(clientDir, 'server', 'entry-server.js'),
    'export async function renderPage(path) { return "<main>" + path + "</main>"; }',
  );
  pages = await createTestApp(context.db.sql, clientDir);
});
afterAll(async () => {
  await pages?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

let member: SignedInTestUser;
beforeEach(async () => {
  await insertDevotion(context.db.sql, { date: '2025-01-01' });
  await insertDevotion(context.db.sql, { date: '2025-01-02' });
  member = await registerTestUser(context.app);
});

function send(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: member.cookie, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

const trpcMutation = (path: string, input: unknown) => send('POST', `/trpc/${path}`, { json: input });

describe('the last day of the year 9999', () => {
  it('has no next day: its navigation answers 200, leading back into the range', async () => {
    const lastNavigable = addDaysIso(todayIso(), 7);
    const rest = await send('GET', '/api/devotions/9999-12-31/navigation');
    expect(restOutput('devotion.navigation', rest)).toEqual({ previous: lastNavigable, next: null });

    const trpc = await send('GET', trpcQueryUrl('devotion.navigation', { date: '9999-12-31' }));
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.json).toEqual({ previous: lastNavigable, next: null });
  });

  it('answers 4xx or a devotion on every other date path, and a page with a notice', async () => {
    for (const url of ['/api/devotions/9999-12-31', '/api/share/9999-12-31', '/api/share/9999-12-31/image.png']) {
      expect((await send('GET', url)).statusCode, url).toBe(404);
    }
    expect((await send('PUT', '/api/journal/9999-12-31', { answers: ['', '', ''] })).statusCode).toBe(400);
    expect((await pages.inject('/9999-12-31')).statusCode).toBe(200);
  });
});

describe('dates in the years 0000 to 0099', () => {
  it('are refused with 400 and a message by every REST path that takes a date', async () => {
    for (const date of EARLY_DATES) {
      for (const url of [
        `/api/devotions/${date}`,
        `/api/devotions/${date}/navigation`,
        `/api/devotions/2025-01-01/navigation?today=${date}`,
        `/api/share/${date}`,
        `/api/share/${date}/image.png`,
      ]) {
        const response = await send('GET', url);
        expect(response.statusCode, url).toBe(400);
        expect(restError(response), url).toMatch(BEFORE_0100);
      }
      const journal = await send('PUT', `/api/journal/${date}`, { answers: ['', '', ''] });
      expect(journal.statusCode, date).toBe(400);
      const bookmark = await send('POST', '/api/bookmarks', { devotionId: 1, date });
      expect(bookmark.statusCode, date).toBe(400);
      const progress = await send('PUT', '/api/progress', { key: `${date}-devotional`, complete: true });
      expect(progress.statusCode, date).toBe(400);
    }
  });

  it('are refused with 400 by every tRPC procedure that takes a date', async () => {
    for (const date of EARLY_DATES) {
      for (const [path, input] of [
        ['devotion.byDate', { date }],
        ['devotion.navigation', { date }],
        ['devotion.navigation', { date: '2025-01-01', today: date }],
        ['share.byDate', { date }],
      ] as const) {
        const response = await send('GET', trpcQueryUrl(path, input));
        expect(response.statusCode, `${path} ${date}`).toBe(400);
        expect(response.json().error.json.message, `${path} ${date}`).toMatch(BEFORE_0100);
      }
      expect((await trpcMutation('journal.save', { date, answers: ['', '', ''] })).statusCode, date).toBe(400);
      expect((await trpcMutation('bookmark.add', { devotionId: 1, date })).statusCode, date).toBe(400);
    }
  });

  it("show today's devotion on every page address that names a date, never an error", async () => {
    for (const date of EARLY_DATES) {
      for (const url of [`/${date}`, `/devotion/${date}`, `/share/${date}`]) {
        const page = await pages.inject(url);
        expect(page.statusCode, url).toBe(200);
        // Drawn by the (stand-in) client, as any page: not the error shell.
        expect(page.body, url).toContain(`<main>${url}</main>`);
      }
    }
  });
});

describe('times in the year 0000 in synced data', () => {
  const YEAR_ZERO = '0000-01-01T00:00:00.000Z';
  const REFUSED = /A time must lie in the years 1900 to 2200/;

  it('are refused with 400 by every merge and every write that takes a time, and nothing is kept', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-03' });
    const card = buildMemoryCard();
    const attempts: [string, LightMyRequestResponse][] = [
      [
        'bookmarks',
        await send('POST', '/api/bookmarks/merge', { bookmarks: [buildBookmark({ devotionId: devotion.id, createdAt: YEAR_ZERO })] }),
      ],
      [
        'highlights',
        await send('POST', '/api/highlights/merge', { highlights: [buildHighlight({ devotionId: devotion.id, createdAt: YEAR_ZERO })] }),
      ],
      ['journal', await send('POST', '/api/journal/merge', { journal: [buildJournalEntry({ updatedAt: YEAR_ZERO })] })],
    ];
    for (const field of ['due', 'lastReview', 'createdAt', 'updatedAt'] as const) {
      attempts.push([
        `memory card ${field}`,
        await send('POST', '/api/memory-cards/merge', { memoryCards: [{ ...card, [field]: YEAR_ZERO }] }),
      ]);
    }
    attempts.push(['memory card put', await send('PUT', '/api/memory-cards', { ...card, due: YEAR_ZERO })]);
    attempts.push([
      'highlight create',
      await send('POST', '/api/highlights', buildHighlight({ devotionId: devotion.id, createdAt: YEAR_ZERO })),
    ]);
    for (const [what, response] of attempts) {
      expect(response.statusCode, what).toBe(400);
      expect(restError(response), what).toMatch(REFUSED);
    }
    for (const list of ['bookmarks', 'highlights', 'journal', 'memory-cards']) {
      expect((await send('GET', `/api/${list}`)).json(), list).toEqual([]);
    }
  });
});
