// The Strong's Concordance from a scripture quote, in a real browser (issue "Study tools").
import { expect, test } from '@playwright/test';

test('clicking "God" in a scripture quote opens the G2316 entry, and search leads back to an entry', async ({ page }) => {
  // 2 Corinthians 5:16-18 ends "And all things are of God, who hath reconciled us to himself".
  await page.goto('/2025-01-05');
  await expect(page.getByText("Click on highlighted words to view Strong's Concordance definitions").first()).toBeVisible();
  await page.getByRole('button', { name: "God, Strong's G2316" }).first().click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('G2316', { exact: true })).toBeVisible();
  await expect(dialog.getByText('θεός')).toBeVisible();
  await expect(dialog.getByText('Definition', { exact: true })).toBeVisible();
  await expect(dialog.getByText('KJV Usage', { exact: true })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Search' }).click();
  await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('shepherd');
  await dialog.getByRole('button', { name: /G4166/ }).first().click();
  await expect(dialog.getByRole('tab', { name: 'Word Entry' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('G4166', { exact: true })).toBeVisible();
});
