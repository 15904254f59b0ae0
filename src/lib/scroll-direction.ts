// The phone's header and action bar step aside while the reader scrolls down into the text and
// come back as they scroll up, as reading apps do. The header lies over the reading area, so it
// comes back only where its strip of screen holds no line of text (decision 024): in its own
// place at the top of the page. The bar keeps its own space under the reading area (decision
// 036): it covers nothing, so it comes back on every scroll up.
import { useEffect, useState, type RefObject } from 'react';
import { onReadingScroll, readingDistanceToEnd, readingScrollTop } from './reading-scroller.ts';

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

type Movement = 'down' | 'up' | null;

/**
 * Follows the reader's scrolling: `decide` is asked, once a frame at most, whether the bar should
 * be out of the way, given which way the reader moved since the last decision (if at all).
 */
function useHiddenWhile(decide: (moved: Movement) => boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = readingScrollTop();
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = readingScrollTop();
      const moved: Movement = y - last >= THRESHOLD_PX ? 'down' : last - y >= THRESHOLD_PX ? 'up' : null;
      if (moved) last = y;
      setHidden(decide(moved));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    schedule();
    const stopScroll = onReadingScroll(schedule);
    window.addEventListener('resize', schedule);
    // The text moves without a scroll when a day loads or the reader changes the text size.
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    layout?.observe(document.body);
    return () => {
      stopScroll();
      window.removeEventListener('resize', schedule);
      layout?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [decide]);
  return hidden;
}

/**
 * True while the header held by `ref` should be out of the way: while the reader scrolls down
 * (until the end of the page), and whenever its strip at the top of the reading holds text.
 */
export function useHiddenOverText(ref: RefObject<HTMLElement | null>): boolean {
  const [decide] = useState(() => (moved: Movement) => {
    if (moved === 'down' && readingDistanceToEnd() > 2) return true;
    const element = ref.current;
    if (!element) return false;
    // The header's own size and place, whether or not it is slid away at the moment.
    // The reading starts at the top of the screen, whichever element scrolls it.
    const box = element.getBoundingClientRect();
    return textInStrip({ top: 0, bottom: element.offsetHeight, left: box.left, right: box.right }, element);
  });
  return useHiddenWhile(decide);
}

/**
 * True while the action bar held by `ref`, in its own space under the reading, should give that
 * space to the text: while the reader scrolls down, except near the end. "Near" counts the bar's
 * height, so showing it (which shortens the reading area) never turns "at the end" into "not at
 * the end" and back again.
 */
export function useHiddenWhileReadingDown(ref: RefObject<HTMLElement | null>): boolean {
  const [state] = useState(() => ({ hidden: false, lastInput: Number.NEGATIVE_INFINITY }));
  // Only the reader's own scrolling sends the bar away: not the page bringing the devotion into
  // view after it loads (spec 2), which would take the bar from a reader who has not moved yet.
  useEffect(() => {
    const noteInput = () => {
      state.lastInput = performance.now();
    };
    for (const type of READER_INPUT) window.addEventListener(type, noteInput, { capture: true, passive: true });
    return () => {
      for (const type of READER_INPUT) window.removeEventListener(type, noteInput, true);
    };
  }, [state]);
  const [decide] = useState(() => (moved: Movement) => {
    // The distance to the end were the bar collapsed: the same whether it is shown or not.
    const nearEnd = readingDistanceToEnd() - (ref.current?.offsetHeight ?? 0) <= 2;
    if (readingScrollTop() <= 0 || nearEnd || moved === 'up') state.hidden = false;
    else if (moved === 'down' && performance.now() - state.lastInput < READER_INPUT_MS) state.hidden = true;
    return state.hidden;
  });
  return useHiddenWhile(decide);
}

/** What a reader moving the page sends: a finger, a wheel, a key, or a press on the scroll bar. */
const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
/** How long after the reader's last input a movement counts as theirs (a smooth scroll's length). */
const READER_INPUT_MS = 1000;
