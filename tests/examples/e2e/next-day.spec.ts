// Worked example for docs/testing.md, layer "browser": Debian's Chromium against the built
// client, the real server and its database with the shipped content.
// #region guide
import { expect, test } from '@playwright/test';

test('the next-day button opens the following devotion', async ({ page }) => {
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Next day' }).first().click();

  await expect(page).toHaveURL(/\/2025-01-06$/);
  await expect(page.getByText('Monday, January 6, 2025').first()).toBeVisible();
});
// #endregion guide
