// A server-rendered page is on screen before its script is live: a click that lands before the
// client has even started hydrating does nothing (the known cost of server rendering, see
// decision 005). Tests that act at once wait for the mark src/main.tsx sets when it is live.
import { expect, type Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
}
