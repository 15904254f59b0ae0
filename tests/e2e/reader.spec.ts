// The reader's devotion screen in a real browser: navigation, search, sharing, shortcuts and
// offline reading, at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { readingPlace } from './phone-layout.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { addDaysIso } from '../../src/shared/dates.ts';

const shipped = readContentFiles();
const byDate = (date: string) => shipped.devotions.find((devotion) => devotion.date === date)!;
const january5 = byDate('2025-01-05');
const january6 = byDate('2025-01-06');

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('bottom Next takes the reader to the top of the next day, with focus on its title', async ({ page }) => {
    await page.goto('/2025-01-05');
    await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
    const bottomNext = page.getByRole('navigation', { name: 'Devotion dates, end of the day' }).getByRole('button', { name: 'Next day' });
    await bottomNext.scrollIntoViewIfNeeded();
    await bottomNext.click();

    const title = page.getByRole('heading', { level: 1, name: january6.title });
    await expect(title).toBeFocused();
    await expect.poll(async () => (await readingPlace(page)).top).toBeLessThan(200);
    await expect(page).toHaveTitle(`${january6.title} · Monday, January 6, 2025 · LUMEN`);
  });

  test('an open dialog holds the page behind it still, within the content security policy', async ({ page }) => {
    // Instant scrolling, so that the phone's scroll to the devotion (spec 2) is over at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.effectiveDirective),
      );
    });
    await page.goto('/2025-01-05');
    await waitForHydration(page);
    // The reader's place in the reading area, which scrolls below the desktop width (decision 036).
    const scrollY = async () => (await readingPlace(page)).top;
    // On a phone the devotion is scrolled into view half a second after it loads.
    await expect.poll(scrollY).toBeGreaterThan(0);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflowY);
    expect(await bodyOverflow()).not.toBe('hidden');

    await page.getByRole('button', { name: 'Search devotions' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await bodyOverflow()).toBe('hidden');
    const before = await scrollY();
    await page.mouse.wheel(0, 600);
    // Nothing to wait for when the page holds still: give a wheel time to have moved it.
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(before);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(bodyOverflow).not.toBe('hidden');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});

test('search closes on Escape, on its backdrop and on its button, hands the focus back, and holds the page still', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  await waitForHydration(page);
  const searchButton = page.getByRole('button', { name: 'Search devotions' });
  const dialog = page.getByRole('dialog', { name: 'Search devotions' });
  const box = page.getByPlaceholder('Search devotions...');
  await page.evaluate(() => window.scrollTo(0, 400));

  // Escape closes at once, even with words in the box (a search box's own Escape only clears it).
  await searchButton.click();
  await expect(box).toBeFocused();
  await box.fill('light');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();

  // A press on the backdrop closes it; a press in its box does not.
  await searchButton.click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('light');
  await box.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(20, 780);
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();

  await searchButton.click();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('pick a date in the calendar, then search and jump to a result', async ({ page }) => {
  await page.goto('/2025-01-05');
  await page
    .getByRole('button', { name: /Sunday, January 5, 2025.*choose a date/ })
    .first()
    .click();
  await page.getByRole('button', { name: /January 8(th)?, 2025/ }).click();
  await expect(page).toHaveURL(/\/2025-01-08$/);
  await expect(page.getByRole('heading', { level: 1, name: byDate('2025-01-08').title })).toBeVisible();

  await page.getByRole('button', { name: 'Search devotions' }).click();
  const query = january5.title.split(' ').slice(0, 3).join(' ');
  await page.getByPlaceholder('Search devotions...').fill(query);
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(january5.title) });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/2025-01-05$/);
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeFocused();
});

test('keyboard shortcuts move between days, go to today and open search and help', async ({ page }) => {
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  await waitForHydration(page);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/2025-01-06$/);
  await expect(page.getByRole('heading', { level: 1, name: byDate('2025-01-06').title })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/2025-01-05$/);
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search devotions...')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/$/);
});

test('quick arrows step from the day chosen, even before it is on screen', async ({ page }) => {
  await page.goto('/2025-01-05');
  await waitForHydration(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/2025-01-06$/);
  await expect(page.getByRole('heading', { level: 1, name: january6.title })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/2025-01-04$/);
  await expect(page.getByRole('heading', { level: 1, name: byDate('2025-01-04').title })).toBeVisible();
});

test('copy the share link of the day', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/2025-01-05');
  await page.getByRole('button', { name: 'Share this devotion' }).click();
  await expect(page.getByRole('heading', { name: "Share Today's Devotion" })).toBeVisible();
  await page.getByRole('button', { name: 'Copy direct link' }).click();
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Direct link copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/share/2025-01-05`);
});

test('a shared link shows its preview without JavaScript: tags and a real PNG', async ({ request }) => {
  const html = await (await request.get('/share/2025-01-05')).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/api\/share\/2025-01-05\/image\.png$/);
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const png = await request.get(new URL(image!).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});

test('a day read once stays readable offline, and an unread day says the reader is offline', async ({ page, context }) => {
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  // One visit is enough: once the reader is there the app starts, the worker installs once the
  // page has settled and takes over, and the day, its neighbours and the coming week are then
  // fetched through it and kept.
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  const kept = (date: string) =>
    page.evaluate(async (day) => (await (await caches.open('lumen-content')).keys()).some((request) => request.url.includes(day)), date);
  await expect.poll(() => kept(addDaysIso('2025-01-05', 7)), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => kept('2025-01-05')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: january6.title })).toBeVisible();

  await page.goto('/2025-03-01').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Days available offline' })).toContainText('Sunday, January 5, 2025');
  await context.setOffline(false);
});
