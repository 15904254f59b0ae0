// Issue 15: the devotion (and the James day) is in the first HTML. Without JavaScript a reader
// sees the whole of it; with JavaScript the client takes the page over without a hydration
// error and without asking again for the data the HTML was drawn from.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { formatFullDate, todayIso } from '../../src/shared/dates.ts';

const shipped = readContentFiles();
const byDate = (date: string) => shipped.devotions.find((devotion) => devotion.date === date)!;
const jamesDay1 = shipped.jamesDays.find((day) => day.day === 1)!;
const firstWords = (text: string, count = 8) => text.split(/\s+/).slice(0, count).join(' ');

const DATED = '2025-09-10';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a dated devotion shows its title, verse, reflection and prayer', async ({ page }) => {
    const devotion = byDate(DATED);
    const response = await page.goto(`/${DATED}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: devotion.title })).toBeVisible();
    await expect(page.getByText(`${devotion.verse} (KJV)`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reflection Question' })).toContainText(firstWords(devotion.reflection));
    await expect(page.getByRole('region', { name: 'Prayer' })).toContainText(firstWords(devotion.prayer));
  });

  test('the home page shows today’s devotion', async ({ page }) => {
    await page.goto('/');
    // Today is past the programme: the devotion shown is a programme day's, under today's date.
    await expect(page.getByRole('button', { name: new RegExp(`${formatFullDate(todayIso())}.*choose a date`) }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByText(/\(KJV\)$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reflection Question' })).not.toBeEmpty();
  });

  test('the James study’s first day shows its title, verse and reflection', async ({ page }) => {
    await page.goto('/james-study/1');
    await expect(page.getByRole('heading', { level: 1, name: jamesDay1.title })).toBeVisible();
    await expect(page.getByText('Day 1 of 30').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Day 1: ${jamesDay1.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // The reflection is in the HTML, in its (inactive) tab panel.
    expect(await page.content()).toContain(firstWords(jamesDay1.reflection).replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
  });

  test('an unknown path is the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

/** Console errors and warnings, and the content requests the page makes, from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/(trpc|api)\//.test(pathname)) requests.push(decodeURIComponent(pathname + search));
  });
  return { problems, requests };
}

/** Waits for the client to have taken the page over (src/main.tsx marks it). */
async function hydrated(page: Page) {
  await waitForHydration(page);
}

test.describe('with JavaScript on', () => {
  // The service worker's own requests are not the page's.
  test.use({ serviceWorkers: 'block' });

  for (const path of [`/${DATED}`, '/']) {
    test(`${path} hydrates without errors and does not fetch its devotion again`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path);
      await hydrated(page);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      // Time for anything that would follow hydration (effects, lazy parts, a refetch).
      await page.waitForTimeout(1000);
      const date = path === '/' ? todayIso() : DATED;
      expect(seen.requests.filter((url) => url.includes('devotion.byDate') && url.includes(`"${date}"`))).toEqual([]);
      expect(seen.requests.filter((url) => url.includes('devotion.navigation'))).toEqual([]);
      expect(seen.requests.filter((url) => url.startsWith(`/api/devotions/${date}`))).toEqual([]);
      expect(seen.problems.filter((text) => !text.includes('Service Worker'))).toEqual([]);
      // Still the server's devotion, now live: the day before is a click away (today has no next).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      await page.getByRole('button', { name: 'Previous day' }).first().click();
      await expect(page).toHaveURL(/\/\d{4}-\d{2}-\d{2}$/);
    });
  }

  test('the James study hydrates without errors and does not fetch its day again', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/james-study/1');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Reflect' }).click();
    await expect(page.getByRole('region', { name: 'Personal Reflection' })).toContainText(firstWords(jamesDay1.reflection));
    expect(seen.requests.filter((url) => url.includes('james.byDay') || url.startsWith('/api/james-studies/'))).toEqual([]);
    expect(seen.problems.filter((text) => !text.includes('Service Worker'))).toEqual([]);
  });

  test('an unknown path is still a 404 with the not-found page', async ({ page }) => {
    const seen = watch(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    // The browser reports the page's own 404 status; nothing else may be logged.
    const pageStatus = 'Failed to load resource: the server responded with a status of 404';
    expect(seen.problems.filter((text) => !text.includes('Service Worker') && !text.startsWith(pageStatus))).toEqual([]);
  });
});

test("a returning reader's home page, with the service worker in control, is still the server's page", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lumen-journal', JSON.stringify({})));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);

  await page.addInitScript(() => {
    const seen = { devotionInHtml: false };
    (window as unknown as { firstHtml: typeof seen }).firstHtml = seen;
    document.addEventListener('DOMContentLoaded', () => {
      seen.devotionInHtml = Boolean(document.querySelector('#root h1') && document.getElementById('lumen-ssr-state'));
    });
  });
  const seen = watch(page);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstHtml: { devotionInHtml: boolean } }).firstHtml.devotionInHtml)).toBe(true);
  await waitForHydration(page);
  expect(seen.requests.filter((url) => url.includes('devotion.byDate') && url.includes(`"${todayIso()}"`))).toEqual([]);
});

test('a page is rendered once and then served from memory with an ETag', async ({ request }) => {
  const first = await request.get(`/${DATED}`);
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get(`/${DATED}`, { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
});
