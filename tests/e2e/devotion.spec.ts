import { expect, test } from '@playwright/test';
import { readContentFiles } from '../../db/import/content-files.ts';
import { formatFullDate, todayIso } from '../../src/shared/dates.ts';
import { waitForHydration } from './hydration.ts';

const shipped = readContentFiles();
const january5 = shipped.devotions.find((devotion) => devotion.date === '2025-01-05')!;
const january6 = shipped.devotions.find((devotion) => devotion.date === '2025-01-06')!;

test('the home page opens on today with the product header and registers a service worker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /LUMEN, Daily Bible Devotional/ })).toBeVisible();
  await expect(page.getByText('LUMEN', { exact: true })).toBeVisible();
  await expect(page.getByText('Daily Bible Devotional', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${formatFullDate(todayIso())}.*choose a date`) }).first()).toBeVisible();
  await waitForHydration(page);
  const registered = await page.evaluate(async () =>
    Boolean(await navigator.serviceWorker.ready.then((registration) => registration.active)),
  );
  expect(registered).toBe(true);
});

test('a dated link shows that devotion, read from the shipped content', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  await expect(page.getByText(`${january5.verse} (KJV)`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prayer' })).toContainText(january5.prayer.split(/\s+/).slice(0, 6).join(' '));
  await expect(page.getByRole('region', { name: 'Weekly Theme' })).toContainText(shipped.themes.find((theme) => theme.week === 2)!.theme);
  await expect(page.getByRole('region', { name: 'Weekly Theme' })).toContainText('Day 1 of 7');

  await page.getByRole('button', { name: 'Next day' }).first().click();
  await expect(page).toHaveURL(/\/2025-01-06$/);
  await expect(page.getByRole('heading', { level: 1, name: january6.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the share link carries preview tags in its HTML', async ({ request }) => {
  const html = await (await request.get('/share/2025-01-05')).text();
  expect(html).toContain(`<meta property="og:title" content="${january5.title.replace(/'/g, '&#39;')}"`);
  expect(html).toContain('<meta property="og:url" content="');
});

test('an unknown page shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the James study opens on day 1 and moves between days and tabs', async ({ page }) => {
  const [day1, day2] = shipped.jamesDays.sort((a, b) => a.day - b.day);
  await page.goto('/james-study');
  await expect(page.getByRole('heading', { level: 1, name: day1!.title })).toBeVisible();
  await expect(page.getByText('Day 1 of 30').first()).toBeVisible();
  // The tabs hydrate with their own chunk, after the page's first commit: a tap held from before
  // the app was live is handed over at that commit, before the tabs can take it (known issue).
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Reflect' }).click();
  await expect(page.getByRole('region', { name: 'Personal Reflection' })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: day2!.title })).toBeVisible();
  await page.goto('/james-study/31');
  await expect(page.getByText('Please select a day between 1 and 30.')).toBeVisible();
});
