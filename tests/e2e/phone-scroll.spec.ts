// Spec 2: on a phone the devotion is scrolled into view 500 ms after it loads, but a reader who
// has already scrolled is never moved (decision 008): the page is readable before its app starts.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { readingPlace } from './phone-layout.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a reader who has not scrolled has the devotion brought into view', async ({ page }) => {
  await page.goto('/2025-01-05');
  await waitForHydration(page);
  await expect.poll(async () => (await readingPlace(page)).top).toBeGreaterThan(0);
});

test('a reader who scrolled before or while the app started stays where they are', async ({ page }) => {
  await page.goto('/2025-01-05', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Reading on: the page moves by the reader's own hand, down past the day's picture.
  await page.mouse.wheel(0, 900);
  await expect.poll(async () => (await readingPlace(page)).top).toBeGreaterThan(0);
  await waitForHydration(page);
  // What the reader has in front of them: the element at the middle of the screen, and where it is.
  const reading = () =>
    page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return { text: element?.textContent?.slice(0, 80) ?? '', top: Math.round(element?.getBoundingClientRect().top ?? 0) };
    });
  const before = await reading();
  // Past the spec's 500 ms, and a smooth scroll's length. (The browser may change scrollY by a
  // few pixels to keep this text in place when something above it changes size: that is not a move.)
  await page.waitForTimeout(1500);
  const after = await reading();
  expect(after.text).toBe(before.text);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
});
