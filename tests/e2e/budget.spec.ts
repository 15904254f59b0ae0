// The first page's JavaScript budget (issue: route-level code splitting): the entry script and
// every module it preloads, gzip-compressed, stay under 150 KB. Runs on the build that
// `npm run test:e2e` makes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { formatFullDate } from '../../src/shared/dates.ts';
import { waitForHydration } from './hydration.ts';

const DIST = join(import.meta.dirname, '../../dist');
const BUDGET_BYTES = 150 * 1000;

test('the first page loads at most 150 KB of JavaScript, gzip', async ({ page }) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // The modules the page's head script requests once it has painted (vite.config.ts headBoot).
  const scripts = [...html.matchAll(/<meta name="lumen-module" content="(\/assets\/[^"]+\.js)">/g)].map((match) => match[1]!);
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

test('a screen loaded lazily has its chunks preloaded once the page has painted', async ({ page, request }) => {
  for (const [path, chunk] of [
    ['/james-study/1', 'james-study-route'],
    ['/2025-09-10', 'tabbed-sections'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const listed = [...html.matchAll(/<meta name="lumen-screen-module" content="(\/assets\/[^"]+\.js)">/g)].map((match) => match[1]!);
    const lazy = listed.find((script) => script.startsWith(`/assets/${chunk}-`));
    expect(lazy, `${path} lists its ${chunk} chunk`).toBeDefined();

    // The head script preloads each of them (a slow phone has them long before the app
    // reaches that part), the page works, and nothing is fetched twice.
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(listed));
    expect(requested.filter((url) => url === lazy)).toHaveLength(1);
    page.removeAllListeners('request');
  }
});

test('no source map is published', async ({ request }) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<meta name="lumen-module" content="(\/assets\/[^"]+\.js)">/.exec(html)![1]!;
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
  expect(timing.firstPaint).toBeLessThan(timing.hydrationStart);
});

test("a new reader's first page never loads the checking of kept data (zod), until they bookmark", async ({ page }) => {
  const zodScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // zod names its schema classes so; nothing else the first page loads does.
    if ((await response.text().catch(() => '')).includes('ZodObject')) zodScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/2025-09-10');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(zodScripts).toEqual([]);

  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  expect(zodScripts).not.toEqual([]);
});

test("a first visit's page is read without running a script, and its app starts when the reader is there", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/2025-09-10');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prayer' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  // The reader's first act is a tap on a button: it starts the app, waits for it, and is done.
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test('a first visit starts its app as soon as the reader scrolls', async ({ page }) => {
  await page.goto('/2025-09-10');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => performance.getEntriesByName('lumen:hydration-start').length)).toBe(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
});

test('a reader who has kept anything here gets the app at once, with no touch', async ({ page }) => {
  await page.goto('/2025-09-10');
  await page.evaluate(() => localStorage.setItem('lumen-journal', JSON.stringify({ '2025-09-10': ['Kept from yesterday'] })));
  await page.reload();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
});

test("a page drawn for another day than the reader's starts the app at once, which moves to the reader's today", async ({ browser, request, baseURL }) => {
  const rendered = /data-today="(\d{4}-\d{2}-\d{2})"/.exec(await (await request.get('/')).text())?.[1];
  expect(rendered).toBeDefined();
  // UTC+14 and UTC-12 are always on different days, so one of them is not on the server's.
  const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const timezoneId = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => dayIn(zone) !== rendered)!;
  const context = await browser.newContext({ baseURL, timezoneId });
  const page = await context.newPage();
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
  const readerToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await expect(page.getByRole('button', { name: new RegExp(`${formatFullDate(readerToday)}.*choose a date`) }).first()).toBeVisible();
  await context.close();
});
