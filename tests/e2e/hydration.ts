// A server-rendered page is on screen before its app is live; the app starts after the first
// paint for every visitor (decision 008). Tests that check what the live app does by itself (a
// service worker, a refetch, a lazy part) wait for the mark src/app/start.tsx sets once the app
// has committed. A reader's taps need no waiting: nothing done before then is lost.
import { expect, type Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('lumen:hydrated').length)).toBe(1);
}
