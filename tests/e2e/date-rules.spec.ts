// One date rule for the arrows, the keys, the calendar and the address (decision 027), and an
// address whose date cannot be shown: the page says so, is not indexed and names the date shown.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { addDaysIso, DAYS_AHEAD, formatCompactDate, todayIso } from '../../src/shared/dates.ts';

const shipped = readContentFiles();
const january5 = shipped.devotions.find((devotion) => devotion.date === '2025-01-05')!;

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, notice] of [
    ['/february/30', 'There is no 30 February'],
    ['/share/2025-02-30', 'There is no 30 February'],
    ['/2026-13-45', 'There is no month 13'],
  ] as const) {
    test(`${path} shows today's devotion, says why, and is not indexed`, async ({ page, request, baseURL }) => {
      const today = todayIso();
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/share/${today}" />`);
      // Said in the first HTML, not only after the app runs.
      expect(html).toContain(`${notice}; showing today&#x27;s devotion.`);

      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: `${notice}; showing today's devotion.` })).toBeVisible();
      // At phone width the date button shows the compact label.
      await expect(page.getByRole('button', { name: new RegExp(`${formatCompactDate(today)}\\s*, choose a date`) }).first()).toBeVisible();
    });
  }

  test('a real date is indexed, names its devotion and date in the title, and says nothing of a fallback', async ({ page, request }) => {
    const html = await (await request.get('/2025-01-05')).text();
    expect(html).not.toContain('noindex');
    const title = `${january5.title} · Sunday, January 5, 2025 · LUMEN`;
    expect(html).toContain(`<title>${title.replace(/'/g, '&#39;')}</title>`);
    await page.goto('/2025-01-05');
    await expect(page).toHaveTitle(title);
    await expect(page.getByText(/showing today's devotion/)).toHaveCount(0);
  });

  test('today offers the coming week: Next, the arrow key and the calendar agree, and the address too', async ({ page }) => {
    const today = todayIso();
    const last = addDaysIso(today, DAYS_AHEAD);
    await page.goto('/');
    await waitForHydration(page);
    const next = page.getByRole('button', { name: 'Next day' }).first();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/${addDaysIso(today, 1)}$`));

    await page.goto(`/${last}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Next day' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous day' }).first()).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    // Nothing to wait for when nothing moves: give the key time to have moved the page.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/${last}$`));

    await page
      .getByRole('button', { name: /choose a date/ })
      .first()
      .click();
    const calendar = page.getByRole('dialog');
    const dayButton = (date: string) => calendar.locator(`[data-day="${date}"] button`);
    await expect(dayButton(last)).toBeEnabled();
    // The day after the last may be in the next month's grid, hidden: look for it only when shown.
    const after = dayButton(addDaysIso(last, 1));
    if ((await after.count()) > 0) await expect(after).toBeDisabled();
    await expect(calendar.getByRole('button', { name: /next month/i })).toBeDisabled();

    await page.goto(`/${addDaysIso(last, 1)}`);
    await expect(
      page.getByRole('status').filter({ hasText: `is more than ${DAYS_AHEAD} days ahead; showing today's devotion.` }),
    ).toBeVisible();
  });
});
