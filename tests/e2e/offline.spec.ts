// Offline says offline (issue 28): what was kept opens, tomorrow and the whole James study are
// kept after one visit, and every other screen says "You are offline" at once, never a raw
// "Failed to fetch".
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { addDaysIso, todayIso } from '../../src/shared/dates.ts';

const shipped = readContentFiles();

test.use({ viewport: { width: 390, height: 844 } });
// Each journey waits for the service worker to install and keep what it fetches.
test.describe.configure({ timeout: 120_000 });

async function workerControls(page: Page) {
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}

/** True when the content cache holds a request whose (decoded) URL contains every part. */
function keptRequest(page: Page, ...parts: string[]) {
  return page.evaluate(
    async (wanted) =>
      (await (await caches.open('lumen-content')).keys()).some((request) => {
        const url = decodeURIComponent(request.url);
        return wanted.every((part) => url.includes(part));
      }),
    parts,
  );
}

test('after visiting / only, tomorrow is kept and opens offline, and an unread day says so at once', async ({ page, context }) => {
  const today = todayIso();
  const tomorrow = addDaysIso(today, 1);
  await page.goto('/');
  await workerControls(page);
  await expect.poll(() => keptRequest(page, 'devotion.byDate', `"date":"${tomorrow}"`), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next day' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${tomorrow}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.getByText("Loading today's devotion...")).toHaveCount(0);

  // A day never read: the offline view, without seconds of "Loading" first.
  await page
    .getByRole('button', { name: /choose a date/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /previous month/i })
    .click();
  await page.getByRole('dialog').locator('[data-day] button').first().click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible({ timeout: 2500 });
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // Search says it needs a connection, in words.
  await page.getByRole('button', { name: 'Search devotions' }).click();
  await page.getByPlaceholder('Search devotions...').fill('grace');
  await expect(page.getByRole('dialog').getByText('You are offline')).toBeVisible({ timeout: 2500 });
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await context.setOffline(false);
});

test('one day of the James study read keeps all 30 for offline reading; unkept, a day says offline', async ({ page, context }) => {
  // First, a reader who never opened the study: offline, a day of it says so plainly.
  await page.goto('/2025-01-05');
  await workerControls(page);
  await context.setOffline(true);
  await page.goto('/james-study/9').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page.getByText('Study Not Found')).toHaveCount(0);
  await context.setOffline(false);

  // Then one day read online keeps the rest.
  await page.goto('/james-study/1');
  await workerControls(page);
  await expect.poll(() => keptRequest(page, 'james.byDay', '"day":30'), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  const day17 = shipped.jamesDays.find((day) => day.day === 17)!;
  await page.goto('/james-study/17').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: day17.title })).toBeVisible();
  await context.setOffline(false);
});

test('the days that can be read offline line up, each beside its bullet, on a phone and a wide screen', async ({ page, context }) => {
  const today = todayIso();
  await page.goto('/');
  await workerControls(page);
  await expect.poll(() => keptRequest(page, 'devotion.byDate', `"date":"${addDaysIso(today, 1)}"`), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(`/${addDaysIso(today, -30)}`).catch(() => undefined);
  const days = page.getByRole('list', { name: 'Days available offline' });
  await expect(days.getByRole('listitem')).not.toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Where each day's text starts, and where the list's items start (just right of the bullets).
    const { itemsStart, starts } = await days.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return {
        itemsStart: box.left + parseFloat(getComputedStyle(list).paddingLeft),
        starts: [...list.querySelectorAll('li a')].map((link) => link.getBoundingClientRect().left),
      };
    });
    expect(starts.length, `at ${width} px`).toBeGreaterThanOrEqual(2);
    for (const start of starts) expect(Math.abs(start - itemsStart), `a day's text at ${width} px`).toBeLessThan(1);
  }
  await context.setOffline(false);
});
