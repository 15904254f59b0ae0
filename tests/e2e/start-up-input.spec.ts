// Nothing a reader does before or during start-up is lost (decision 008): with the CPU slowed
// four times, as on a phone, a tap on each kind of control, a key, a paste and text put in
// without any key all take effect. "Before" holds the app's scripts back until the reader has
// acted, so nothing of the app is running; "during" acts the moment hydration has begun.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

// Four times slower: the app takes seconds to start, and each answer may wait for it.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const TABBED_DAY = '/2025-09-10';
const JAMES_DAY = '/james-study/1';

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

/** Opens `path` with the app's scripts held back; the returned function lets them through. */
async function openWithoutTheApp(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page's module scripts hold DOMContentLoaded back: the page is read and tapped before it.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async () => release();
}

/** Opens `path` and returns as soon as the app has begun to hydrate (before it has finished). */
async function openAsTheAppStarts(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('lumen:hydration-start').length > 0, undefined, { polling: 'raf' });
}

interface Control {
  name: string;
  path: string;
  act: (page: Page) => Promise<void>;
  answered: (page: Page) => Promise<void>;
}

const button = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true }).first();

const CONTROLS: Control[] = [
  {
    name: 'a button (bookmark)',
    path: '/',
    act: (page) => button(page, 'Bookmark this devotion').click(),
    answered: (page) => expect(page.getByText('Devotion bookmarked', { exact: true })).toBeVisible(),
  },
  {
    name: 'a link (About LUMEN)',
    path: '/',
    act: (page) => page.getByRole('link', { name: 'About LUMEN' }).click(),
    answered: (page) => expect(page).toHaveURL(/\/about$/),
  },
  {
    name: 'a menu (Display settings)',
    path: '/',
    act: (page) => button(page, 'Display settings').click(),
    answered: (page) => expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible(),
  },
  {
    name: 'a dialog trigger (search)',
    path: '/',
    act: (page) => button(page, 'Search devotions').click(),
    answered: (page) => expect(page.getByPlaceholder('Search devotions...')).toBeVisible(),
  },
  {
    name: "a Strong's word",
    path: TABBED_DAY,
    act: (page) =>
      page
        .getByRole('button', { name: /^Christ, Strong.s G5547$/ })
        .first()
        .click(),
    answered: (page) => expect(page.getByRole('dialog').getByText('G5547', { exact: true })).toBeVisible(),
  },
  {
    name: 'a Radix tab (Bible Study)',
    path: TABBED_DAY,
    act: (page) => page.getByRole('tab', { name: 'Bible Study' }).click(),
    answered: (page) => expect(page.getByRole('tab', { name: 'Bible Study' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: 'next day',
    path: TABBED_DAY,
    act: (page) => button(page, 'Next day').click(),
    answered: (page) => expect(page).toHaveURL(/\/2025-09-11$/),
  },
  {
    name: 'a dialog trigger (sign in)',
    path: TABBED_DAY,
    act: (page) => button(page, 'Sign in').click(),
    answered: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  {
    name: 'James: Next',
    path: JAMES_DAY,
    act: (page) => button(page, 'Next day').click(),
    answered: (page) => expect(page).toHaveURL(/\/james-study\/2$/),
  },
  {
    name: 'James: a Radix tab (Reflect)',
    path: JAMES_DAY,
    act: (page) => page.getByRole('tab', { name: 'Reflect' }).click(),
    answered: (page) => expect(page.getByRole('tab', { name: 'Reflect' })).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: "James: a Strong's word",
    path: JAMES_DAY,
    act: (page) =>
      page
        .getByRole('button', { name: /^God, Strong.s G2316$/ })
        .first()
        .click(),
    answered: (page) => expect(page.getByRole('dialog').getByText('G2316', { exact: true })).toBeVisible(),
  },
  {
    name: 'James: a menu (Study)',
    path: JAMES_DAY,
    act: (page) => button(page, 'Study').click(),
    answered: (page) => expect(page.getByRole('menu')).toBeVisible(),
  },
  {
    name: 'James: a dialog trigger (search)',
    path: JAMES_DAY,
    act: (page) => button(page, 'Search devotions').click(),
    answered: (page) => expect(page.getByPlaceholder('Search devotions...')).toBeVisible(),
  },
  {
    name: 'James: a link (Day 3)',
    path: JAMES_DAY,
    act: (page) => page.getByRole('link', { name: 'Day 3', exact: true }).click(),
    answered: (page) => expect(page).toHaveURL(/\/james-study\/3$/),
  },
];

for (const control of CONTROLS) {
  test(`before start-up: ${control.name} on ${control.path}`, async ({ page }) => {
    const letTheAppIn = await openWithoutTheApp(page, control.path);
    await control.act(page);
    await letTheAppIn();
    await control.answered(page);
  });

  test(`during start-up: ${control.name} on ${control.path}`, async ({ page }) => {
    await openAsTheAppStarts(page, control.path);
    await control.act(page);
    await control.answered(page);
  });
}

const SHORTCUT_PAGES = [
  { path: '/2025-01-05', next: /\/2025-01-06$/ },
  { path: JAMES_DAY, next: /\/james-study\/2$/ },
];

for (const { path, next } of SHORTCUT_PAGES) {
  test(`before start-up: a shortcut key (→, next day) on ${path}`, async ({ page }) => {
    const letTheAppIn = await openWithoutTheApp(page, path);
    await page.keyboard.press('ArrowRight');
    await letTheAppIn();
    await expect(page).toHaveURL(next);
  });

  test(`during start-up: a shortcut key (→, next day) on ${path}`, async ({ page }) => {
    await openAsTheAppStarts(page, path);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(next);
  });
}

test('a journal answer pasted or put in without keys, before and during start-up, survives a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = '/2025-01-05';
  const box = (index: number) => page.locator('textarea').nth(index);

  const letTheAppIn = await openWithoutTheApp(page, path);
  // Dictation or autocomplete: text arrives as an `input` event, with no key.
  await box(0).focus();
  await page.keyboard.insertText('Dictated before the app');
  // A paste: the text comes from the clipboard, not from keys.
  await page.evaluate(() => navigator.clipboard.writeText('Pasted before the app'));
  await box(1).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(box(1)).toHaveValue('Pasted before the app');
  await letTheAppIn();
  await waitForHydration(page);

  await page.reload();
  await waitForHydration(page);
  await expect(box(0)).toHaveValue('Dictated before the app');
  await expect(box(1)).toHaveValue('Pasted before the app');

  // And as the app starts: the text goes in while hydration is under way.
  await openAsTheAppStarts(page, '/2025-01-06');
  await box(0).focus();
  await page.keyboard.insertText('Dictated as the app starts');
  await page.evaluate(() => navigator.clipboard.writeText('Pasted as the app starts'));
  await box(1).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  await expect(box(0)).toHaveValue('Dictated as the app starts');
  await expect(box(1)).toHaveValue('Pasted as the app starts');
});
