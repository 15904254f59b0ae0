// A server-rendered page is on screen before its script is live, and on a first visit its app
// starts only once the reader is there: a touch, a key, a scroll, the pointer moving
// (src/lib/head-boot.ts). Taps and keys from then on are held and handed over at the first
// commit (src/main.tsx), but a part that hydrates later with its own chunk (the James tabs)
// cannot take them yet. Tests that act there at once, or that check what the live app does by
// itself, let the reader arrive and wait for the mark src/main.tsx sets when it is live.
import { expect, type Page } from '@playwright/test';

/** The reader's pointer moves onto the page: a first visit's sign that someone is there. */
async function readerArrives(page: Page): Promise<void> {
  await page.mouse.move(12, 12);
}

export async function waitForHydration(page: Page): Promise<void> {
  await readerArrives(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
}
