// Measures for the phone layout tests: what a reader would call "covered" or "cut off".
import type { Page } from '@playwright/test';

/** The reader's largest text size, set on this device before the page loads. */
export async function useLargestText(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lumen-appearance', JSON.stringify({ scheme: 'system', textSize: 'x-large' })));
}

export interface Overlap {
  text: string;
  line: { top: number; bottom: number; left: number; right: number };
  element: string;
}

/**
 * Every line of the devotion's text on screen that a visible `position: fixed` (or, with
 * `sticky`, a stuck `position: sticky`) element lies over: each text node's line boxes
 * (Range.getClientRects) against each such element's box.
 */
export function devotionTextUnderFixedElements(page: Page, { sticky = true } = {}): Promise<Overlap[]> {
  return page.evaluate((sticky) => {
    const article = document.querySelector('article[aria-labelledby="devotion-title"]');
    if (!article) throw new Error('No devotion on the page');
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const placed = style.position === 'fixed' || (sticky && style.position === 'sticky');
        return placed && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ box }) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
      );
    const overlaps: Overlap[] = [];
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.bottom <= 0 || line.top >= innerHeight) continue;
        for (const { element, box } of fixed) {
          if (element.contains(node)) continue; // a sticky part of the devotion, with its own words
          if (line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top)
            overlaps.push({
              text: node.textContent.trim().slice(0, 40),
              line: { top: line.top, bottom: line.bottom, left: line.left, right: line.right },
              element: element.getAttribute('aria-label') ?? element.tagName,
            });
        }
      }
    }
    return overlaps;
  }, sticky);
}

/** The document's and every open dialog's sideways overflow, in px (0 when all fits). */
export function horizontalOverflow(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const result: Record<string, number> = { document: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], [role="menu"], dialog[open]');
    dialogs.forEach((dialog, index) => {
      const name = dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? `dialog ${index + 1}`;
      const box = dialog.getBoundingClientRect();
      // Cut off by the screen, scrolling sideways inside, or a part reaching past the dialog's edge.
      let overflow = Math.max(0, box.right - innerWidth, -box.left, dialog.scrollWidth - dialog.clientWidth);
      for (const child of dialog.querySelectorAll<HTMLElement>('*')) {
        if (child.matches('input, textarea')) continue; // a long value scrolls inside its field
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(child).overflowX);
        if (scrolls) overflow = Math.max(overflow, child.scrollWidth - child.clientWidth);
        const part = child.getBoundingClientRect();
        if (part.width > 1) overflow = Math.max(overflow, part.right - Math.min(box.right, innerWidth), Math.max(box.left, 0) - part.left);
      }
      result[name] = Math.round(overflow);
    });
    return result;
  });
}

/**
 * The reader's place in what scrolls the reading: the reading area below the desktop width, the
 * document from it (decision 036).
 */
export function readingPlace(page: Page): Promise<{ top: number; atEnd: boolean }> {
  return page.evaluate(() => {
    const area = document.querySelector('[data-reading-area]');
    const scroller = area && ['auto', 'scroll'].includes(getComputedStyle(area).overflowY) ? area : document.scrollingElement!;
    return { top: scroller.scrollTop, atEnd: scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2 };
  });
}

/** Puts the reading at its top, its end or a place, at once (as a test's set-up, not a reader's hand). */
export function setReadingPlace(page: Page, where: 'top' | 'end' | number): Promise<void> {
  return page.evaluate((where) => {
    const area = document.querySelector('[data-reading-area]');
    const scroller = area && ['auto', 'scroll'].includes(getComputedStyle(area).overflowY) ? area : document.scrollingElement!;
    const top = where === 'top' ? 0 : where === 'end' ? scroller.scrollHeight : where;
    scroller.scrollTo({ top, behavior: 'instant' });
  }, where);
}
