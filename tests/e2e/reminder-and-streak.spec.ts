// A daily reminder with no account, and the honest streak, in a real browser: the Study menu's
// "Daily reminder" offers feed and calendar links in the browser's own time zone, the calendar
// link answers an iCalendar subscription, and "Done" at the end of a devotion starts a streak.
import { expect, test } from '@playwright/test';
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
