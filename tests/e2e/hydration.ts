// A server-rendered page is on screen before its script is live. Taps and keys from then on are
// held and handed over at the first commit (src/main.tsx), but a part that hydrates later with
// its own chunk (the James tabs) cannot take them yet. Tests that act there at once wait for
// the mark src/main.tsx sets when it is live.
import { expect, type Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
}
