// The reader's own study data in a real browser: highlights (mouse-free selection, keyboard,
// reload, double-click), the bookmark toggle, and the privacy modal's export, clear and import.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ARTICLE, selectPhrase } from './selection.ts';

const DATE = '2025-01-05';
/** theme.css.ts highlightGreen and highlightBlue (light colours). */
const GREEN = 'rgb(187, 247, 208)';
const BLUE = 'rgb(191, 219, 254)';

// Chromium extends a selection in page text with Shift+arrows only in caret browsing (F7),
// which keyboard readers turn on; the keyboard test below needs it.
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--enable-caret-browsing'] }),
});

/** A phrase from the devotion's first paragraph, as the server has it. */
async function phraseOfFirstParagraph(page: Page): Promise<string> {
  const response = await page.request.get(`/api/devotions/${DATE}`);
  const devotion = (await response.json()) as { content: string };
  const words = devotion.content.split(/\n\s*\n/)[0]!.split(' ');
  return words.slice(3, 8).join(' ');
}

async function openDevotion(page: Page) {
  await page.goto(`/${DATE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The study tools load just after the devotion shows.
  await page.waitForLoadState('networkidle');
}

const marks = (page: Page) => page.locator(`${ARTICLE} mark[data-highlight-id]`);
// Polled by the tests: a mark that React re-renders while it is read is briefly detached,
// and a detached element has no computed style ("").
const background = (page: Page) =>
  marks(page)
    .first()
    .evaluate((mark) => getComputedStyle(mark).backgroundColor);

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe violations on ${what}`,
  ).toEqual([]);
}

test('highlight a phrase in green, keep it through a reload, remove it with a double-click', async ({ page }) => {
  const phrase = await phraseOfFirstParagraph(page);
  await openDevotion(page);

  await selectPhrase(page, phrase);
  await page.getByRole('button', { name: 'Highlight green' }).click();
  await expect(marks(page)).toHaveText([phrase]);
  await expect.poll(() => background(page)).toBe(GREEN);
  await expectNoViolations(page, 'a devotion with a highlight');

  await page.reload();
  await expect(marks(page)).toHaveText([phrase]);
  await expect.poll(() => background(page)).toBe(GREEN);

  await page.getByRole('button', { name: 'Your highlights' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Highlights' });
  await expect(panel.getByText('1 highlight', { exact: true })).toBeVisible();
  await expect(panel.getByText(phrase, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'the highlights panel');
  await page.keyboard.press('Escape');

  await marks(page).first().dblclick();
  await expect(page.getByText('Highlight removed', { exact: true })).toBeVisible();
  await expect(page.getByText('The highlight has been removed successfully.', { exact: true })).toBeVisible();
  await expect(marks(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marks(page)).toHaveCount(0);
});

test.describe('by keyboard', () => {
  test('highlight by keyboard: Shift+arrows to select, Tab to the colours, and the day stays', async ({ page }) => {
    const phrase = await phraseOfFirstParagraph(page);
    await openDevotion(page);
    // Let the page settle (the coming week is fetched in the background) before selecting.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const paragraph = page.locator(`${ARTICLE} p`, { hasText: phrase }).first();
    // Put the caret just before the phrase, then extend the selection over it with the keyboard.
    await paragraph.evaluate((element, phrase) => {
      const node = element.firstChild as Text;
      document.getSelection()!.collapse(node, node.data.indexOf(phrase));
    }, phrase);
    for (let i = 0; i < phrase.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(phrase);
    await expect(page).toHaveURL(new RegExp(`/${DATE}$`));
    await expect(page.getByRole('group', { name: 'Highlight, copy or share the selected text' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Highlight yellow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(marks(page)).toHaveText([phrase]);
    await expect.poll(() => background(page)).toBe(BLUE);
  });
});

test('the bookmark toggles with its toasts', async ({ page }) => {
  await openDevotion(page);

  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible();
  await expect(page.getByText('This devotion has been saved to your bookmarks.', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Remove bookmark' }).click();
  await expect(page.getByText('Bookmark removed', { exact: true })).toBeVisible();
  await expect(page.getByText('This devotion has been removed from your bookmarks.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark this devotion' })).toBeEnabled();
});

test('export, clear and import: everything comes back', async ({ page }, testInfo) => {
  const phrase = await phraseOfFirstParagraph(page);
  await openDevotion(page);
  await selectPhrase(page, phrase);
  await page.getByRole('button', { name: 'Highlight green' }).click();
  await expect(marks(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

  await page.getByRole('button', { name: 'Privacy and data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy and Data Settings' });
  await expect(dialog.getByRole('switch', { name: 'Local Storage' })).toBeChecked();
  await expectNoViolations(page, 'the privacy modal');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lumen-data-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('export.json');
  await download.saveAs(file);
  await expect(page.getByText('Data Exported', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Clear Local Data' }).click();
  await page.getByRole('alertdialog', { name: 'Clear all local data?' }).getByRole('button', { name: 'Clear Local Data' }).click();
  await expect(page.getByText('Local Data Cleared', { exact: true })).toBeVisible();
  // Escape would close the toast first (the top layer): close the modal with its button.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(marks(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bookmark this devotion' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lumen-bookmarks'), localStorage.getItem('lumen-highlights')])).toEqual([
    null,
    null,
  ]);

  await page.getByRole('button', { name: 'Privacy and data' }).click();
  await dialog.getByLabel('Import data file').setInputFiles(file);
  await expect(page.getByText('Data Imported', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(marks(page)).toHaveText([phrase]);
  await expect.poll(() => background(page)).toBe(GREEN);
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

  await page.reload();
  await expect(marks(page)).toHaveText([phrase]);
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
});
