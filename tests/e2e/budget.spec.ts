// The first page's JavaScript budget (issue: route-level code splitting): the entry script and
// every module it preloads, gzip-compressed, stay under 150 KB. Runs on the build that
// `npm run test:e2e` makes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { formatFullDate } from '../../src/shared/dates.ts';
import { APP_MODULES_ELEMENT_ID } from '../../src/shared/page-protocol.ts';
import { waitForHydration } from './hydration.ts';
import { useLargestText } from './phone-layout.ts';

const DIST = join(import.meta.dirname, '../../dist');
const BUDGET_BYTES = 150 * 1000;

/** The first page's modules as the build links them: the entry, then its module preloads. */
function firstPageScripts(html: string): string[] {
  return [
    ...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="(\/assets\/[^"]+\.js)">/g),
  ].map((match) => match[1]!);
}

test('the first page loads at most 150 KB of JavaScript, gzip', async ({ page }) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = firstPageScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(readFileSync(join(DIST, script)), { level: 9 }).length, 0);
  console.log(`First-page JavaScript: ${scripts.length} files, ${(bytes / 1000).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);

  // And the page really needs nothing more to show today's devotion.
  const loaded: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  for (const script of scripts) expect(loaded).toContain(script);
});

/** The modules a served page lists for its head script to request after the first paint (decision 037). */
function listedModules(html: string): string[] {
  const list = html.match(new RegExp(`<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">([^<]*)</script>`));
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

test('a screen loaded lazily has its chunks requested with the first page', async ({ page, request }) => {
  const firstPage = firstPageScripts(readFileSync(join(DIST, 'index.html'), 'utf8'));
  for (const [path, chunk] of [
    ['/james-study/1', 'james-study-route'],
    ['/2025-09-10', 'tabbed-sections'],
  ] as const) {
    const listed = listedModules(await (await request.get(path)).text());
    // The first page's own modules first, entry leading, then the screen's.
    expect(listed.slice(0, firstPage.length)).toEqual(firstPage);
    const lazy = listed.find((script) => script.startsWith(`/assets/${chunk}-`));
    expect(lazy, `${path} lists its ${chunk} chunk`).toBeDefined();

    // The page works, and nothing is fetched twice.
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    expect(requested.filter((url) => url === lazy)).toHaveLength(1);
    page.removeAllListeners('request');
  }
});

test('no source map is published', async ({ request }) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = firstPageScripts(html)[0]!;
  expect(readFileSync(join(DIST, entry), 'utf8')).not.toContain('sourceMappingURL');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});

test('the page paints before its app starts, and its one inline script runs under the CSP', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/2025-09-10');
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    hydrationStart: performance.getEntriesByName('lumen:hydration-start')[0]!.startTime,
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
  }));
  expect(timing.violations).toEqual([]);
  // Hydration waits for the first frame (a requestAnimationFrame, then a task). The paint entry
  // carries the time the compositor presented that frame, which it reports after the main
  // thread has moved on: on a busy machine the two stamps can cross by a fraction of a
  // millisecond (384 against 383.8 in one CI run). A frame's grace (16.7 ms at 60 Hz) keeps the
  // point: hydration did not start, and hold the paint back, before the page was drawn.
  const ONE_FRAME_MS = 1000 / 60;
  expect(timing.firstPaint).toBeLessThan(timing.hydrationStart + ONE_FRAME_MS);
});

test("the first page's modules leave out the checking of kept data (zod), which comes in idle time with the bookmark toggle", async ({
  page,
}) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // zod names its schema classes so; nothing on the first page does.
  for (const script of firstPageScripts(html)) expect(readFileSync(join(DIST, script), 'utf8')).not.toContain('ZodObject');

  // Once the app has started, what a first press opens is fetched without any press.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/2025-09-10');
  await waitForHydration(page);
  for (const chunk of ['bookmark-toggle', 'search-overlay', 'strongs-modal', 'share-dialog']) {
    await expect.poll(() => scripts.some((script) => script.startsWith(`/assets/${chunk}-`)), `${chunk} is fetched`).toBe(true);
  }
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible();
});

test('nothing the server drew moves as the app starts, on a phone at the largest text size', async ({ browser, baseURL }) => {
  // Headless Chromium has no voices: the Listen slot shows its "not available" words, the
  // longest thing the app puts into room the server kept for it.
  for (const [path, width] of [
    ['/', 320],
    ['/', 412],
    ['/2025-09-10', 320],
    ['/james-study/1', 320],
    ['/james-study/1', 412],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await useLargestText(page);
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: { at: number; value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            moved: entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${node?.textContent?.slice(0, 40) ?? ''}: ${from.y}+${from.height} → ${to.y}+${to.height}`,
            ),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: /read aloud/i })).toBeVisible();
    // The parts that come after the first commit (the Listen control, the device's own marks).
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), `${path} at ${width} px`).toEqual([]);
    await context.close();
  }
});

test('a first visit starts its app after the first paint, with no touch', async ({ page }) => {
  await page.goto('/2025-09-10');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
});

test("a page drawn for another day than the reader's starts the app at once, which moves to the reader's today", async ({
  browser,
  request,
  baseURL,
}) => {
  const rendered = /data-today="(\d{4}-\d{2}-\d{2})"/.exec(await (await request.get('/')).text())?.[1];
  expect(rendered).toBeDefined();
  // UTC+14 and UTC-12 are always on different days, so one of them is not on the server's.
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const timezoneId = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => dayIn(zone) !== rendered)!;
  const context = await browser.newContext({ baseURL, timezoneId });
  const page = await context.newPage();
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
  const readerToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await expect(page.getByRole('button', { name: new RegExp(`${formatFullDate(readerToday)}.*choose a date`) }).first()).toBeVisible();
  await context.close();
});
