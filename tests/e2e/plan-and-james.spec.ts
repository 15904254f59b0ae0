// The reading plan and the 30-day study of James in a real browser: plan completion survives
// a reload, and the study walks from day 1 to day 30 within its bounds.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

async function openPlan(page: Page, toggleName: string) {
  await page.getByRole('button', { name: toggleName }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
}

test('a server-rendered plan view fills its progress bar as far as the day, within the CSP', async ({ page }) => {
  // The page's policy allows no inline style attributes (style-src 'self'): a width written as
  // style="width:…" in the server's HTML is refused, and the bar showed full on every day.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto('/plan/2025-03-01');
  await waitForHydration(page);
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuetext', /^Day 60 of \d+$/);
  const total = Number(await bar.getAttribute('aria-valuemax'));
  const track = await bar.boundingBox();
  const filled = await bar.locator(':scope > div, rect').first().boundingBox();
  expect(track && filled).toBeTruthy();
  expect(filled!.width / track!.width).toBeCloseTo(60 / total, 2);
  expect(refused).toEqual([]);
});

test('at 320 px the plan view keeps its day strip inside the card, each weekday inside its day', async ({ page }) => {
  // The card's one grid column took the strip's widest content: the strip ran 8 px into the
  // card's padding, and "MON" past its day's border.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/plan/2026-11-30');
  const strip = page.getByRole('navigation', { name: 'Plan days' });
  await expect(strip).toBeVisible();
  const fit = await strip.evaluate((nav) => {
    const card = nav.closest('section')!;
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const contentRight = box.right - parseFloat(style.paddingRight);
    const days = [...nav.querySelectorAll('button')];
    return {
      stripPastContent: Math.round(nav.getBoundingClientRect().right - contentRight),
      daysOverflowing: days.filter((day) => day.scrollWidth > day.clientWidth).map((day) => day.textContent),
    };
  });
  expect(fit).toEqual({ stripPastContent: 0, daysOverflowing: [] });
});

test('plan items completed stay complete after a reload', async ({ page }) => {
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPlan(page, 'Bible Plan');
  await expect(page.getByText('Day 5 of 546')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devotion', exact: true })).toHaveAttribute('title', 'Back to Daily Devotion');

  await page.getByRole('checkbox', { name: 'Mark Devotional complete' }).check();
  await page.getByRole('checkbox', { name: 'Mark Historical Context complete' }).check();
  // Completing does not open the item.
  await expect(page.getByRole('button', { name: /^Historical Context/ })).toHaveAttribute('aria-expanded', 'false');

  // The plan view has its own address, so a reload keeps it open.
  await expect(page).toHaveURL(/\/plan\/2025-01-05$/);
  await page.reload();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark Devotional complete' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mark Historical Context complete' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mark Word Study complete' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: /5 January 2025, devotional complete/ })).toBeVisible();
  const kept = (await page.evaluate(() => JSON.parse(localStorage.getItem('lumen-completed-days') ?? '[]'))) as string[];
  // The day the devotional was marked, where the reader is, is kept beside it for the streak.
  expect(kept.filter((key) => !key.includes('-read-on-')).sort()).toEqual(['2025-01-05-devotional', '2025-01-05-historical-context']);
  expect(kept.filter((key) => key.includes('-read-on-'))).toEqual([expect.stringMatching(/^2025-01-05-read-on-\d{4}-\d{2}-\d{2}$/)]);

  // A strip day selects that date and the plan stays open; Start Reading returns to the devotion.
  await page.getByRole('button', { name: /^Mon 6 January 2025/ }).click();
  await expect(page).toHaveURL(/\/plan\/2025-01-06$/);
  await expect(page.getByText('Day 6 of 546')).toBeVisible();
  await page.getByRole('button', { name: 'Start Reading' }).click();
  await expect(page.getByRole('navigation', { name: 'Devotion dates', exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('the toggle is sky blue on 31 July 2025 and blue on other days', async ({ page }) => {
  await page.goto('/2025-07-31');
  const special = page.getByRole('button', { name: 'Reading Plan' });
  await expect(special).toHaveAttribute('title', 'View Bible Reading Plan');
  const sky = await special.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.goto('/2025-08-01');
  const ordinary = page.getByRole('button', { name: 'Bible Plan' });
  await expect(ordinary).toBeVisible();
  const blue = await ordinary.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(sky).toBe('rgb(3, 105, 161)');
  expect(blue).toBe('rgb(29, 78, 216)');
});

test('walks the James study from day 1 to day 30 with Next, within its bounds', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/james-study');
  await waitForHydration(page);
  const top = page.getByRole('navigation', { name: 'Study days', exact: true });
  const bottom = page.getByRole('navigation', { name: 'Study days, end of the day' });
  await expect(top.getByText('Day 1 of 30')).toBeVisible();
  await expect(top.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  await expect(bottom.getByRole('button', { name: 'Previous day' })).toBeDisabled();

  for (let day = 2; day <= 30; day++) {
    // Alternate the buttons above and below the study.
    await (day % 2 === 0 ? top : bottom).getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`/james-study/${day}$`));
    await expect(top.getByText(`Day ${day} of 30`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  }
  await expect(top.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(bottom.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(top.getByRole('button', { name: 'Previous day' })).toBeEnabled();
});

test('a James day: hidden tabs out of the tab order, Strong’s links, search and completion', async ({ page }) => {
  await page.goto('/james-study/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tabs hydrate with their own chunk, after the first commit (tests/e2e/hydration.ts).
  await waitForHydration(page);

  // Inactive panels (empty, marked hidden, tabindex 0) are not displayed, so Tab from the
  // last tab skips the three panels before the active one.
  await page.getByRole('tab', { name: 'Context' }).click();
  // The day's own panels: Strong's Concordance waits closed in the page with tabs of its own.
  const hiddenPanels = page.locator('[role="tabpanel"][hidden]:not(dialog *)');
  await expect(hiddenPanels).toHaveCount(3);
  expect(await hiddenPanels.evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel).display))).toEqual([
    'none',
    'none',
    'none',
  ]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Context' })).toBeFocused();

  // James 1:1 names God: its word opens the concordance.
  await expect(page.getByRole('button', { name: "God, Strong's G2316" })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Mark Day 1 complete' }).check();
  await expect(page.getByText('1 of 30 days complete')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mark Day 1 complete' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Day 1, complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Day 7', exact: true }).click();
  await expect(page).toHaveURL(/\/james-study\/7$/);
  await expect(page.getByRole('navigation', { name: 'Study days', exact: true }).getByText('Day 7 of 30')).toBeVisible();

  await page.getByRole('button', { name: 'Search devotions' }).click();
  await expect(page.getByPlaceholder('Search devotions...')).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the plan view and the James progress have no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const violations = async () =>
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );

    await page.goto('/2025-07-31');
    await openPlan(page, 'Reading Plan');
    await page.getByRole('checkbox', { name: 'Mark Word Study complete' }).check();
    await page.getByRole('button', { name: /^Word Study/ }).click();
    expect(await violations()).toEqual([]);

    await page.goto('/james-study/2');
    await page.getByRole('checkbox', { name: 'Mark Day 2 complete' }).check();
    expect(await violations()).toEqual([]);
  });
}
