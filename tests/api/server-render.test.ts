// Server rendering of the client's pages (server/http/ssr.ts, issue 15): which queries a page is
// drawn from, which pages are kept and which are rendered again, one render shared by
// concurrent requests, the shell when a render fails, and how a page is sent. The real server
// over a test database, with a stand-in for the client's server build (dist/server/
// entry-server.js): it records each render and writes what it was given into the page, so
// these rules are checked without building the client (the browser tests check the real one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadHeroImages } from '../../server/services/hero-images.ts';
import type { SsrState } from '../../src/shared/page-protocol.ts';
import { todayIso } from '../../src/shared/dates.ts';
import { insertDevotion, insertJamesDay } from '../factories/content.ts';
import { createTestApp, TEST_ORIGIN, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const clientDir = mkdtempSync(join(tmpdir(), 'lumen-ssr-client-'));
const TEMPLATE = '<!doctype html><html><head><title>LUMEN</title></head><body><div id="root"></div></body></html>';

/** Paths the stand-in fails on, and paths it takes a while over (to overlap two requests). */
const FAILING_PATH = '/2025-01-07';
const SLOW_PATH = '/2025-01-08';
const STAND_IN_RENDER = `
const renders = (globalThis.__lumenStandInRenders ??= []);
export async function renderPage(path, state, options) {
  renders.push({ path, state, timed: options?.signal instanceof AbortSignal && !options.signal.aborted });
  if (path === ${JSON.stringify(FAILING_PATH)}) throw new Error('the stand-in render fails here');
  if (path === ${JSON.stringify(SLOW_PATH)}) await new Promise((resolve) => setTimeout(resolve, 100));
  return '<main data-rendered="' + path + '">rendered</main>';
}
`;

interface StandInRender {
  path: string;
  state: SsrState;
  timed: boolean;
}
const renders = (): StandInRender[] => ((globalThis as { __lumenStandInRenders?: StandInRender[] }).__lumenStandInRenders ??= []);
const rendersOf = (path: string) => renders().filter((render) => render.path === path).length;

let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  mkdirSync(join(clientDir, 'server'));
  writeFileSync(join(clientDir, 'server', 'entry-server.js'), STAND_IN_RENDER);
  app = await createTestApp(context.db.sql, clientDir);
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders().length = 0;
});

/** The state the page carries for the client (src/lib/ssr-state.ts). */
function rawState(html: string): SsrState {
  const [, day, json] = /<script type="application\/json" id="lumen-ssr-state" data-today="([^"]*)">(.*?)<\/script>/s.exec(html) ?? [];
  if (!json) throw new Error('The page carries no state');
  const state = JSON.parse(json) as SsrState;
  // The head script reads the day from the attribute, before the app parses the state.
  expect(day).toBe(state.today);
  return state;
}

/** The page's day and its queries, as the client reads them. */
function pageState(html: string): { today: string; queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const state = rawState(html);
  const { queries } = superjson.deserialize<{ queries: { queryKey: unknown[]; state: { data: unknown } }[] }>(state.queries);
  return { today: state.today, queries };
}

const queryKeys = (html: string) => pageState(html).queries.map((query) => query.queryKey);

describe('a devotion page', () => {
  it('holds the rendered app and the queries it was drawn from, with the keys the client asks for', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Seeing No One After the Flesh' });
    await insertDevotion(context.db.sql, { date: '2025-01-04', title: 'The Day Before' });

    const response = await app.inject('/2025-01-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><main data-rendered="/2025-01-05">rendered</main></div>');
    // The shell's preview tags are kept around the rendered app.
    expect(response.body).toContain('<meta property="og:title" content="Seeing No One After the Flesh" />');

    const today = todayIso();
    const state = pageState(response.body);
    expect(state.today).toBe(today);
    expect(queryKeys(response.body)).toEqual([
      [['devotion', 'byDate'], { input: { date: '2025-01-05' }, type: 'query' }],
      [['devotion', 'navigation'], { input: { date: '2025-01-05', today }, type: 'query' }],
    ]);
    const [byDate, navigation] = state.queries;
    expect(byDate!.state.data).toMatchObject({ id: devotion.id, date: '2025-01-05', title: 'Seeing No One After the Flesh' });
    expect(navigation!.state.data).toMatchObject({ previous: '2025-01-04' });

    // The render had the same state, and a time limit.
    expect(renders()).toEqual([{ path: '/2025-01-05', state: rawState(response.body), timed: true }]);
  });

  it('is rendered once and then kept: later readers get the same bytes, and a 304 when they have them', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const first = await app.inject('/2025-01-05');
    const second = await app.inject('/2025-01-05');
    expect(rendersOf('/2025-01-05')).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    // Revalidated on every visit (a new import shows at once), and cheap when nothing changed.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('accept-encoding');
    const unchanged = await app.inject({ url: '/2025-01-05', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Another path of the same day is a page of its own.
    await app.inject('/devotion/2025-01-05');
    expect(rendersOf('/devotion/2025-01-05')).toBe(1);
  });

  it('is sent compressed when the browser accepts it, with a weak ETag, and whole otherwise', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const plain = await app.inject({ url: '/2025-01-05', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.etag)).toMatch(/^"/);

    for (const encoding of ['gzip', 'br'] as const) {
      const compressed = await app.inject({ url: '/2025-01-05', headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    expect(rendersOf('/2025-01-05')).toBe(1);
  });

  it('shares one render between readers who ask at the same moment', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-08' });
    const pages = await Promise.all([app.inject(SLOW_PATH), app.inject(SLOW_PATH), app.inject(SLOW_PATH)]);
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(rendersOf(SLOW_PATH)).toBe(1);
  });

  it('falls back to the shell when the render fails, and tries again for the next reader', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-07', title: 'A Page That Will Not Render' });
    const page = await app.inject(FAILING_PATH);
    expect(page.statusCode).toBe(200);
    // The shell: the client renders it by itself; the preview tags are still there.
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('lumen-ssr-state');
    expect(page.body).toContain('<meta property="og:title" content="A Page That Will Not Render" />');

    await app.inject(FAILING_PATH);
    expect(rendersOf(FAILING_PATH)).toBe(2);
  });

  it('is not kept while a query it shows has no answer: the next reader may get one', async () => {
    // No devotion on that date (the day before is there): the page shows its not-found state.
    await insertDevotion(context.db.sql, { date: '2025-01-04' });
    const page = await app.inject('/2025-01-05');
    expect(page.statusCode).toBe(200);
    expect(queryKeys(page.body)).toEqual([
      [['devotion', 'navigation'], { input: { date: '2025-01-05', today: todayIso() }, type: 'query' }],
    ]);

    await app.inject('/2025-01-05');
    expect(rendersOf('/2025-01-05')).toBe(2);
  });
});

describe('a James study page', () => {
  it('holds its day and takes its title', async () => {
    await insertJamesDay(context.db.sql, { day: 3, title: 'Wisdom Asked For' });
    const page = await app.inject('/james-study/3');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Day 3: Wisdom Asked For · 30-Day Study of James · LUMEN</title>');
    const { queries } = pageState(page.body);
    expect(queries.map((query) => query.queryKey)).toEqual([[['james', 'byDay'], { input: { day: 3 }, type: 'query' }]]);
    expect(queries[0]!.state.data).toMatchObject({ day: 3, title: 'Wisdom Asked For' });

    await app.inject('/james-study/3');
    expect(rendersOf('/james-study/3')).toBe(1);
  });

  it('fetches nothing for a day outside the study, keeps the shell title, and is kept as it is', async () => {
    const page = await app.inject('/james-study/31');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>LUMEN</title>');
    expect(queryKeys(page.body)).toEqual([]);
    // Nothing was asked that could fail: every later reader sees the same page.
    await app.inject('/james-study/31');
    expect(rendersOf('/james-study/31')).toBe(1);
  });
});

describe('a path that is no page', () => {
  it('is rendered as the not-found page with status 404, each time, and never kept', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const page = await app.inject('/no/such/page');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<main data-rendered="/no/such/page">rendered</main>');
      expect(queryKeys(page.body)).toEqual([]);
    }
    expect(rendersOf('/no/such/page')).toBe(2);
  });

  it('is sent whole with a strong ETag when it is too small to be worth compressing', async () => {
    const page = await app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.rawPayload.length).toBeLessThan(1024);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(String(page.headers.etag)).toMatch(/^"/);
  });
});

describe('while the content import has not finished', () => {
  it('renders without data and keeps nothing', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const importing = await buildApp({
      env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: TEST_ORIGIN },
      dependencies: { sql: context.db.sql, images: loadHeroImages(), origin: TEST_ORIGIN, isReady: () => false },
      clientDir,
    });
    try {
      for (let visit = 0; visit < 2; visit++) {
        const page = await importing.inject('/2025-01-05');
        expect(page.statusCode).toBe(200);
        expect(pageState(page.body)).toEqual({ today: todayIso(), queries: [] });
        // An empty cache, exactly as the client's own would start.
        expect(superjson.deserialize(rawState(page.body).queries)).toEqual({ mutations: [], queries: [] });
        expect(page.body).not.toContain('og:title');
      }
      expect(rendersOf('/2025-01-05')).toBe(2);
    } finally {
      await importing.close();
    }
  });
});
