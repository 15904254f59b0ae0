// WCAG 2.2 AA in a real browser: axe finds no violation on any screen or dialog, light or dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

const SCREENS: [string, string, RegExp | string][] = [
  ['today', '/', /.+/],
  ['a devotion before the study layouts', '/2025-01-05', /.+/],
  ['an Advent devotion (tabbed layout)', '/2025-12-01', /.+/],
  ['the 30-day study of James', '/james-study/1', /.+/],
  ['the About page', '/about', 'About LUMEN'],
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    for (const [what, path, heading] of SCREENS) {
      test(`${what} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page, `${what} (${scheme})`);
      });
    }

    test('the not-found page, search, share and the display menu have no axe violations', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expectNoViolations(page, `the not-found page (${scheme})`);

      await page.goto('/2025-01-05');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Search devotions' }).click();
      await page.getByPlaceholder('Search devotions...').fill('light');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await expectNoViolations(page, `search results (${scheme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Share this devotion' }).click();
      await expect(page.getByRole('heading', { name: "Share Today's Devotion" })).toBeVisible();
      await expect(page.getByLabel('Direct link', { exact: true })).not.toHaveValue('');
      await expectNoViolations(page, `the share dialog (${scheme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Display settings' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
      await expectNoViolations(page, `the display menu (${scheme})`);
    });
  });
}

// WCAG 1.4.10 Reflow: at 320 CSS px (a small phone, or 1280 px zoomed to 400%) nothing may need
// sideways scrolling, and the day buttons keep their arrows.
test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [what, path, heading] of SCREENS) {
    test(`${what} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      for (const button of await page.getByRole('button', { name: /^(Previous|Next) day$/ }).all()) {
        const box = (await button.locator('svg').boundingBox())!;
        expect(box.width).toBeGreaterThan(10);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    });
  }
});
