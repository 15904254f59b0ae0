// The reader on a phone (issue 28): nothing covers the devotion's text, nothing needs sideways
// scrolling at 320 px, and the screen's actions sit in one bottom bar below the desktop width.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { devotionTextUnderFixedElements, horizontalOverflow, readingPlace, setReadingPlace, useLargestText } from './phone-layout.ts';

const DEVOTION = '/2025-01-05';

async function openDevotion(page: Page) {
  await page.goto(DEVOTION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  // Below 768 px the devotion scrolls itself into view half a second after loading (spec 2).
  await page.waitForTimeout(900);
}

/** Scrolls by `dy` with the wheel and lets the bars finish moving. */
async function scrollBy(page: Page, dy: number) {
  await page.mouse.move(20, 200);
  await page.mouse.wheel(0, dy);
  await page.waitForTimeout(500);
}

const atEnd = async (page: Page) => (await readingPlace(page)).atEnd;

/** The end of the page, where the bar has its own space and is back. */
async function toEnd(page: Page) {
  // Again until it holds: a dialog just closed may still hold the page's scrolling for a moment.
  await expect(async () => {
    await setReadingPlace(page, 'end');
    const bar = page.getByRole('group', { name: 'Quick actions' });
    await expect(bar).toBeInViewport({ ratio: 1, timeout: 1000 });
    await expect
      .poll(() => bar.evaluate((element) => element.getBoundingClientRect().height), { timeout: 1000 })
      .toBeGreaterThanOrEqual(40);
  }).toPass({ timeout: 8000 });
}

/**
 * The bar is shown whole: on screen, at its full height. (A collapsed bar has no height, and a
 * box of no area at the screen's edge still counts as in the viewport.)
 */
async function expectShown(bar: Locator, message?: string) {
  await expect(bar, message).toBeInViewport({ ratio: 1 });
  await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height), { message }).toBeGreaterThanOrEqual(40);
}

/** The bar has given its space to the text. */
async function expectCollapsed(bar: Locator, message?: string) {
  await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height), { message }).toBe(0);
}

/** Lines of the page's text (main and the footer) that lie under `element`'s box on screen. */
function textUnder(element: Locator): Promise<string[]> {
  return element.evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const found: string[] = [];
    if (box.height === 0) return found;
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || bar.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          // Only the part that can be seen: the reading area cuts off what is scrolled out of it.
          const area = document.querySelector('[data-reading-area]')!.getBoundingClientRect();
          const top = Math.max(line.top, area.top, 0);
          const bottom = Math.min(line.bottom, area.bottom, innerHeight);
          if (bottom > top && line.width > 0 && top < box.bottom && bottom > box.top && line.left < box.right && line.right > box.left)
            found.push(node.textContent.trim().slice(0, 40));
        }
      }
    }
    return found;
  });
}

/** The text at the middle of the screen, and where it is. */
function lineAtMiddle(page: Page): Promise<{ text: string; top: number }> {
  return page.evaluate(() => {
    const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return { text: element?.textContent?.slice(0, 80) ?? '', top: Math.round(element?.getBoundingClientRect().top ?? 0) };
  });
}

async function toTop(page: Page) {
  await setReadingPlace(page, 'top');
  await page.waitForTimeout(500);
}

test.describe('nothing covers the text', () => {
  for (const width of [320, 390, 768]) {
    test(`at ${width} px and the largest text, no line of the devotion lies under a fixed or sticky element`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 740 });
      await useLargestText(page);
      await openDevotion(page);
      const banner = page.getByRole('banner');
      const bar = page.getByRole('group', { name: 'Quick actions' });

      // At the top the header is in its own place.
      await toTop(page);
      await expect(banner).toBeInViewport({ ratio: 1 });
      expect(await devotionTextUnderFixedElements(page), 'at the top').toEqual([]);

      // Reading down the whole devotion screen by screen, and stepping back up now and then as a
      // reader does: nothing fixed or sticky lies over a line. Scrolling up brings the bar back,
      // in its own space under the text.
      for (let step = 0; step < 80 && !(await atEnd(page)); step++) {
        await scrollBy(page, 600);
        expect(await devotionTextUnderFixedElements(page), `after ${step + 1} screens down`).toEqual([]);
        if (step % 2 === 1) {
          await scrollBy(page, -250);
          await expectShown(bar, `scrolling back up after ${step + 1} screens`);
          expect(await devotionTextUnderFixedElements(page), `scrolling back up after ${step + 1} screens`).toEqual([]);
          expect(await textUnder(bar), `scrolling back up after ${step + 1} screens`).toEqual([]);
        }
      }
      // At the end the bar is back, in the space the page keeps for it, clear of "Next" and the footer.
      await toEnd(page);
      await expectShown(bar);
      expect(await devotionTextUnderFixedElements(page), 'at the end').toEqual([]);
      const barTop = (await bar.boundingBox())!.y;
      const next = (await page.getByRole('button', { name: 'Next day' }).last().boundingBox())!;
      expect(next.y + next.height).toBeLessThanOrEqual(barTop);
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
      // Stepping back up from the end: the bar stays, under the text rather than over it.
      await scrollBy(page, -300);
      expect(await devotionTextUnderFixedElements(page), 'scrolling up from the end').toEqual([]);
      await expectShown(bar, 'scrolling up from the end');
      expect(await textUnder(bar), 'scrolling up from the end').toEqual([]);
    });
  }

  test('below the desktop width the actions are one bottom bar, which steps aside while the reader scrolls down and comes back as they scroll up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await openDevotion(page);
    const bar = page.getByRole('group', { name: 'Quick actions' });
    const viewport = page.viewportSize()!;
    await toEnd(page);
    await expectShown(bar);
    const box = (await bar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(box.y + box.height).toBe(viewport.height);
    // Each action carries its word.
    for (const [name, word] of [
      ['Bookmark this devotion', 'Bookmark'],
      ['Your highlights', 'Highlights'],
      ['Share this devotion', 'Share'],
      [/^Study notes/, 'Notes'],
      ['Access premium features', 'Premium'],
    ] as const) {
      await expect(bar.getByRole('button', { name })).toContainText(word);
    }
    await expect(bar.getByRole('button', { name: 'Back to top' })).toBeHidden();

    // Back in the middle of the text: reading on (down) it gives its space to the text; a little
    // scroll up brings it back, with no line under it and none moved by it.
    await setReadingPlace(page, 'top');
    await scrollBy(page, 1200);
    await scrollBy(page, 300);
    await expectCollapsed(bar);
    await scrollBy(page, -100);
    await expectShown(bar);
    expect(await textUnder(bar)).toEqual([]);
    await scrollBy(page, 300);
    await expectCollapsed(bar);
    // Its return takes space at the bottom of the reading area: what the reader is reading stays put.
    const before = await lineAtMiddle(page);
    // The keyboard brings it back wherever the reader is: a focused button is never hidden.
    await bar.getByRole('button', { name: 'Share this devotion' }).focus();
    await expectShown(bar);
    await page.waitForTimeout(300);
    expect(await lineAtMiddle(page)).toEqual(before);
    expect(await textUnder(bar)).toEqual([]);
    await page.locator('#main').focus();
    await toEnd(page);
    await expectShown(bar);

    // It keeps the phone's home-indicator area free (env() has no value in a desktop browser).
    expect(await bar.evaluate((element) => getComputedStyle(element).paddingBottom)).toBe('0px');
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('safe-area-inset-bottom'))),
      ),
    ).toBe(true);
  });

  test('"Notes" in the bar asks a visitor to sign in, as the notes section does', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await openDevotion(page);
    await toEnd(page);
    await page
      .getByRole('group', { name: 'Quick actions' })
      .getByRole('button', { name: /^Study notes/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Welcome to LUMEN' })).toBeVisible();
  });

  test('on a wide screen the floating column stays clear of the text, at the largest text too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    test.setTimeout(90_000);
    await useLargestText(page);
    await openDevotion(page);
    const bar = page.getByRole('group', { name: 'Quick actions' });
    await expect(bar.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // The wide screen's header is sticky over the page's top edge; the floating column is checked.
    for (let step = 0; step < 80 && !(await atEnd(page)); step++) {
      expect(await devotionTextUnderFixedElements(page, { sticky: false }), `after ${step} screens down`).toEqual([]);
      await scrollBy(page, 600);
    }
  });
});

test.describe('nothing overflows at 320 px', () => {
  for (const size of ['default', 'largest'] as const) {
    test(`the page, search, the calendar, share and the menu fit 320 px at the ${size} text size`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 320, height: 640 });
      if (size === 'largest') await useLargestText(page);
      await openDevotion(page);
      expect(await horizontalOverflow(page)).toEqual({ document: 0 });

      await page.getByRole('button', { name: 'Search devotions' }).click();
      await page.getByPlaceholder('Search devotions...').fill('light');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close search' })).toBeInViewport({ ratio: 1 });
      expect(await horizontalOverflow(page)).toEqual({ document: 0, 'Search devotions': 0 });
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /choose a date/ })
        .first()
        .click();
      await expect(page.getByRole('grid')).toBeVisible();
      const calendar = await horizontalOverflow(page);
      expect(Object.values(calendar)).toEqual([0, 0]);
      await page.keyboard.press('Escape');

      await toEnd(page);
      await page.getByRole('button', { name: 'Share this devotion' }).click();
      await expect(page.getByRole('heading', { name: "Share Today's Devotion" })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy direct link' })).toBeInViewport({ ratio: 1 });
      expect(await horizontalOverflow(page)).toEqual({ document: 0, "Share Today's Devotion": 0 });
      await page.keyboard.press('Escape');

      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Largest text' })).toBeVisible();
      expect(Object.values(await horizontalOverflow(page))).toEqual([0, 0]);
    });
  }

  for (const size of ['default', 'largest'] as const) {
    test(`the account, reminder, membership and privacy dialogs and the library fit 320 px at the ${size} text size`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 320, height: 640 });
      if (size === 'largest') await useLargestText(page);
      await openDevotion(page);
      const fits = async (dialog: string) => {
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        expect(await horizontalOverflow(page)).toEqual({ document: 0, [dialog]: 0 });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
      };

      await toTop(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await fits('Welcome to LUMEN');

      await toTop(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Daily reminder' }).click();
      await fits('Daily reminder');

      await toEnd(page);
      await page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Access premium features' }).click();
      await fits('Unlock Members Content');

      await toEnd(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy and data' }).click();
      await fits('Privacy and Data Settings');

      await page.goto('/library');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
      expect(await horizontalOverflow(page)).toEqual({ document: 0 });
    });
  }

  test('the phone header is one row, and comes back as the reader scrolls up', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await useLargestText(page);
    await openDevotion(page);
    const banner = page.getByRole('banner');
    // The devotion scrolled itself into view (down): the header is in its own place at the top.
    await toTop(page);
    await expect(banner).toBeInViewport({ ratio: 1 });
    const tops = await banner
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.filter((button) => button.getClientRects().length > 0).map((button) => Math.round(button.getBoundingClientRect().top)),
      );
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(new Set(tops).size).toBe(1);
    expect((await banner.boundingBox())!.height).toBeLessThan(64);
    // Print, go-to-today and the display settings live in the menu here.
    await banner.getByRole('button', { name: 'Menu' }).click();
    for (const item of ['Go to today', 'Print']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The header stays while it holds the focus: the menu hands it back to its button (once it
    // has closed), and the reader moves on into the page.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.locator('#main').focus();
    await expect(page.locator('#main')).toBeFocused();

    await scrollBy(page, 1500);
    await expect(banner).not.toBeInViewport();
    await scrollBy(page, -200);
    await expect(banner).not.toBeInViewport();
    await toTop(page);
    await expect(banner).toBeInViewport({ ratio: 1 });
  });

  test('at 390 px and the largest text, "Next" keeps its margin from the edge', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await useLargestText(page);
    await page.goto('/2025-01-05');
    for (const next of await page.getByRole('button', { name: 'Next day' }).all()) {
      const box = (await next.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390 - 16);
      expect((await next.locator('svg').boundingBox())!.width).toBeGreaterThan(10);
    }
    expect(await horizontalOverflow(page)).toEqual({ document: 0 });
  });
});

test.describe('focus, print and the kept state', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test('the focus ring is blue, on the page and in the header, never the red of an error', async ({ page }) => {
    await page.goto(DEVOTION);
    await waitForHydration(page);
    const ring = async (locator: ReturnType<Page['locator']>) => {
      await locator.focus();
      return locator.evaluate((element) => {
        const style = getComputedStyle(element);
        const [red = 0, green = 0, blue = 0] = style.outlineColor.match(/\d+/g)!.map(Number);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), red, blue, green };
      });
    };
    await page.keyboard.press('Tab'); // keyboard focus from here on shows the ring
    for (const control of [
      page.getByRole('button', { name: 'Previous day' }).first(),
      page.getByRole('banner').getByRole('button', { name: 'Search devotions' }),
    ]) {
      const { style, width, red, blue } = await ring(control);
      expect(style).toBe('solid');
      expect(width).toBeGreaterThanOrEqual(2);
      expect(blue).toBeGreaterThan(red + 60);
    }
  });

  for (const [what, path] of [
    ['a devotion', DEVOTION],
    ['a tabbed day', '/2025-12-01'],
    ['a James day', '/james-study/1'],
  ] as const) {
    test(`printing ${what} leaves out every on-screen control`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const controls = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button, input, select, textarea, nav, header, [role="group"], [role="tooltip"], [role="tablist"], [role="menu"], [role="dialog"]',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
          .filter((element) => {
            // Words of the text (scripture's word-study links, the date) print as plain words.
            if (!element.hasAttribute('data-print-as-text')) return true;
            const style = getComputedStyle(element);
            return style.borderStyle !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.textDecorationLine !== 'none';
          })
          .map((element) => `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}`),
      );
      expect(controls).toEqual([]);
    });
  }

  test('a kept bookmark shows at a glance: pressed, with a filled icon', async ({ page }) => {
    await page.goto(DEVOTION);
    await waitForHydration(page);
    await toEnd(page);
    const bookmark = page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Bookmark this devotion' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    expect(await bookmark.locator('svg').getAttribute('fill')).toBe('none');
    await bookmark.click();
    const kept = page.getByRole('button', { name: 'Remove bookmark' });
    await expect(kept).toHaveAttribute('aria-pressed', 'true');
    await expect(kept.locator('svg')).toHaveAttribute('fill', 'currentColor');

    // Its toast stands above the bar, leaving every button of the bar in sight.
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Devotion bookmarked' });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const barBox = (await page.getByRole('group', { name: 'Quick actions' }).boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y + 1);
  });
});

test.describe('the reading area scrolls as a page does', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test('the keys that scroll a page scroll the reading, without a click first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDevotion(page);
    await toTop(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const top = async () => (await readingPlace(page)).top;
    await page.keyboard.press('PageDown');
    await expect.poll(top).toBeGreaterThan(300);
    const afterPageDown = await top();
    await page.keyboard.press(' ');
    await expect.poll(top).toBeGreaterThan(afterPageDown + 300);
    const afterSpace = await top();
    await page.keyboard.press('ArrowDown');
    await expect.poll(top).toBeGreaterThan(afterSpace);
    await page.keyboard.press('Home');
    await expect.poll(top).toBeLessThanOrEqual(4);
  });

  test('reload, and Back from the next day, bring the reader back to their place', async ({ page }) => {
    await openDevotion(page);
    await scrollBy(page, 1500);
    const place = (await readingPlace(page)).top;
    expect(place).toBeGreaterThan(1000);
    const heading = page.getByRole('heading', { level: 1 });
    const january5 = await heading.textContent();

    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => Math.abs((await readingPlace(page)).top - place)).toBeLessThanOrEqual(2);

    // The next day starts at its top; Back returns to the place on the day before.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/2025-01-06$/);
    await expect(heading).not.toHaveText(january5!);
    await expect.poll(async () => (await readingPlace(page)).top).toBeLessThan(200);
    await page.goBack();
    await expect(heading).toHaveText(january5!);
    await expect.poll(async () => Math.abs((await readingPlace(page)).top - place)).toBeLessThanOrEqual(2);
  });

  test('the server draws the column: nothing shifts as the app starts', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openDevotion(page);
    // The bar is in its place from the first paint, under the reading area, at the foot of the screen.
    const bar = page.getByRole('group', { name: 'Quick actions' });
    expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(740);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))).toBe(0);
  });

  test('on paper the whole devotion is laid out, not one screen of it', async ({ page }) => {
    await openDevotion(page);
    await page.emulateMedia({ media: 'print' });
    const area = page.locator('[data-reading-area]');
    expect(await area.evaluate((element) => getComputedStyle(element).overflowY)).toBe('visible');
    const article = (await page.locator('article[aria-labelledby="devotion-title"]').boundingBox())!;
    expect(article.height).toBeGreaterThan(3 * 740);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(article.y + article.height);
  });
});

test('at phone width the highlight colours sit under the selection, and move with it as the reader scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await openDevotion(page);
  await scrollBy(page, 900);
  // A few words of a highlightable line near the middle of the screen, selected as a finger would.
  const selected = await page.evaluate(() => {
    const caret = document.caretRangeFromPoint(innerWidth / 2, 330);
    const node = caret?.startContainer;
    const text = node?.parentElement?.closest('p, [data-highlightable]');
    if (!node || node.nodeType !== Node.TEXT_NODE || !text?.closest('article[aria-labelledby="devotion-title"]')) return false;
    const start = Math.max(0, Math.min(caret.startOffset, node.textContent!.length - 10));
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 10);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    return true;
  });
  expect(selected).toBe(true);
  const colours = page.getByRole('group', { name: 'Highlight, copy or share the selected text' });
  await expect(colours).toBeVisible();
  const gap = () =>
    page.evaluate(() => {
      const selection = document.getSelection()!.getRangeAt(0).getBoundingClientRect();
      const group = document.querySelector('[aria-label="Highlight, copy or share the selected text"]')!.getBoundingClientRect();
      return { below: Math.round(group.top - selection.bottom), selectionTop: Math.round(selection.top) };
    });
  const before = await gap();
  expect(before.below).toBeGreaterThanOrEqual(0);
  expect(before.below).toBeLessThanOrEqual(16);
  await page.mouse.move(20, 120);
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => (await gap()).selectionTop).toBeLessThan(before.selectionTop - 60);
  expect((await gap()).below).toBe(before.below);
});
