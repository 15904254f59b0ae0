// A daily reminder with no account, and the honest streak, in a real browser: the Study menu's
// "Daily reminder" offers feed and calendar links in the browser's own time zone, the calendar
// link answers an iCalendar subscription, and "Done" at the end of a devotion starts a streak.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

test.use({ timezoneId: 'America/Chicago' });

test('the Study menu offers a daily reminder in the browser’s own time zone', async ({ page }) => {
  await page.goto('/2025-01-05');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Daily reminder' }).click();

  const dialog = page.getByRole('dialog', { name: 'Daily reminder' });
  await expect(dialog.locator('select')).toHaveValue('America/Chicago');
  await dialog.locator('input[type="time"]').fill('06:15');
  const https = await dialog.getByLabel('Calendar link (https)', { exact: true }).inputValue();
  expect(https).toMatch(/\/calendar\.ics\?time=06%3A15&tz=America%2FChicago$/);
  await expect(dialog.getByLabel('Calendar link (webcal)', { exact: true })).toHaveValue(https.replace(/^https?:/, 'webcal:'));
  await expect(dialog.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', /^webcal:/);

  const calendar = await page.request.get(https);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(60);
  const feed = await page.request.get(await dialog.getByLabel('Feed link', { exact: true }).inputValue());
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
});

test('“Done” at the end of a devotion counts today in the streak', async ({ page }) => {
  await page.goto('/2025-01-05');
  await waitForHydration(page);
  const done = page.getByRole('button', { name: 'Done' });
  await done.scrollIntoViewIfNeeded();
  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Marked as read in your reading plan.')).toBeVisible();

  await page.getByRole('button', { name: 'Bible Plan' }).click();
  const streak = page.getByRole('region', { name: 'Your reading streak' });
  await expect(streak).toContainText('Current streak1 day');
  await expect(page.getByRole('checkbox', { name: 'Mark Devotional complete' })).toBeChecked();

  await page.goto('/library');
  await expect(page.getByRole('region', { name: 'Your reading streak' })).toContainText('Longest streak1 day');
});

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The fill and sign of today's "read" mark in the library's streak, and the card behind it. */
async function readMarkColours(page: Page) {
  await page.goto('/2025-01-05');
  await waitForHydration(page);
  const done = page.getByRole('button', { name: 'Done' });
  await done.scrollIntoViewIfNeeded();
  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/library');
  const mark: Locator = page
    .getByRole('listitem', { name: /: read$/ })
    .locator('span')
    .last();
  await expect(mark).toHaveText('✓');
  return mark.evaluate((element) => {
    let card = element.parentElement;
    while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
    const style = getComputedStyle(element);
    return { fill: style.backgroundColor, sign: style.color, card: getComputedStyle(card!).backgroundColor };
  });
}

test.describe('dark colours', () => {
  test.use({ colorScheme: 'dark' });

  test('a read day in the streak stands out from its card, and its tick from the mark (WCAG AA)', async ({ page }) => {
    const { fill, sign, card } = await readMarkColours(page);
    expect(contrast(fill, card), `the mark ${fill} on the card ${card}`).toBeGreaterThanOrEqual(3);
    expect(contrast(sign, fill), `the tick ${sign} on the mark ${fill}`).toBeGreaterThanOrEqual(4.5);
  });
});

test('in light colours a read day keeps the brand fill and a white tick', async ({ page }) => {
  const { fill, sign } = await readMarkColours(page);
  expect({ fill, sign }).toEqual({ fill: 'rgb(31, 58, 95)', sign: 'rgb(255, 255, 255)' });
});
