// The header and the phone's action bar never lie over a line of text (decision 024). They
// step aside while the reader scrolls down into the text, and come back only where the strip of
// screen they take holds no text: the header in its own place at the top of the page, the bar
// in the space the page keeps for it at the end, or wherever else that strip is free.
import { useEffect, useState, type RefObject } from 'react';

/** Movements smaller than this (a trackpad's jitter, a bounce) change nothing. */
const THRESHOLD_PX = 8;

/** Where the text a bar must not cover lives. */
const READING_TEXT = 'main, footer';

/**
 * True when a line of the page's text, other than the bar's `own` words, lies in the strip
 * (viewport px). Each text node's line boxes are read only when its element reaches into it.
 */
export function textInStrip(strip: { top: number; bottom: number; left: number; right: number }, own?: Element): boolean {
  const { top, bottom, left, right } = strip;
  const range = document.createRange();
  for (const root of document.querySelectorAll(READING_TEXT)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || own?.contains(node)) continue;
      const box = node.parentElement?.getBoundingClientRect();
      if (!box || box.bottom <= top || box.top >= bottom) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width > 0 && line.top < bottom && line.bottom > top && line.left < right && line.right > left && !floats(node))
          return true;
      }
    }
  }
  return false;
}

/** A toast's or another fixed layer's words are not the page's text, and move with it. */
function floats(node: Node): boolean {
  for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
    if (getComputedStyle(element).position === 'fixed') return true;
  }
  return false;
}

/**
 * True while the bar held by `ref`, at the `edge` of the screen, should be out of the way: while
 * the reader scrolls down (until the end of the page), and whenever its strip holds text.
 */
export function useHiddenOverText(ref: RefObject<HTMLElement | null>, edge: 'top' | 'bottom'): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const strip = () => {
      const element = ref.current;
      if (!element) return null;
      // The bar's own size and place, whether or not it is slid away at the moment.
      const height = element.offsetHeight;
      const box = element.getBoundingClientRect();
      return edge === 'top'
        ? { top: 0, bottom: height, left: box.left, right: box.right }
        : { top: innerHeight - height, bottom: innerHeight, left: box.left, right: box.right };
    };
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      const movedDown = y - last >= THRESHOLD_PX;
      if (Math.abs(y - last) >= THRESHOLD_PX) last = y;
      if (movedDown && !atEnd) {
        setHidden(true);
        return;
      }
      const free = strip();
      setHidden(free ? textInStrip(free, ref.current ?? undefined) : false);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // A reader who stops scrolling up over text gets the bar back as soon as the strip is free.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The text moves without a scroll when a day loads or the reader changes the text size.
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    layout?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      layout?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, edge]);
  return hidden;
}
