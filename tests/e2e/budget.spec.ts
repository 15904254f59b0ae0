// The first page's JavaScript budget (issue: route-level code splitting): the entry script and
// every module it preloads, gzip-compressed, stay under 150 KB. Runs on the build that
// `npm run test:e2e` makes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

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
    await page.waitForFunction(() => performance.getEntriesByName('lumen:hydrated').length > 0);
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
  await page.waitForFunction(() => performance.getEntriesByName('lumen:hydrated').length > 0);
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
  await page.waitForFunction(() => performance.getEntriesByName('lumen:hydrated').length > 0);
  await page.waitForLoadState('networkidle');
  expect(zodScripts).toEqual([]);

  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  expect(zodScripts).not.toEqual([]);
});
