// Which element scrolls the reading (decision 036). Below the desktop width the page is a column:
// the reading area (header, main and footer) scrolls inside it and the action bar keeps its own
// space under it, so the bar never lies over a line. From the desktop width the document scrolls,
// as it always has. The stylesheet decides which (page-shell.css.ts); this module only asks it,
// so every scroll position the app reads or sets follows the layout on screen, print included.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The attribute that marks the reading area (src/app/page-shell.tsx). */
export const READING_AREA_ATTRIBUTE = 'data-reading-area';

/** The reading area when it is what scrolls (phones, tablets, narrow windows), else null. */
export function readingArea(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const area = document.querySelector<HTMLElement>(`[${READING_AREA_ATTRIBUTE}]`);
  if (!area) return null;
  const { overflowY } = getComputedStyle(area);
  return overflowY === 'auto' || overflowY === 'scroll' ? area : null;
}

export function readingScrollTop(): number {
  return readingArea()?.scrollTop ?? window.scrollY;
}

export function scrollReadingTo(top: number, behavior: ScrollBehavior = 'auto'): void {
  const area = readingArea();
  if (area) area.scrollTo({ top, behavior });
  else window.scrollTo({ top, behavior });
}

/** Distance (px) from the reader's place to the end of what scrolls. */
export function readingDistanceToEnd(): number {
  const area = readingArea();
  if (area) return area.scrollHeight - area.clientHeight - area.scrollTop;
  return document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
}

/**
 * Calls `listener` whenever the reading scrolls, whichever element scrolls it at the moment
 * (scroll events do not bubble: the reading area's are heard on the area itself).
 */
export function onReadingScroll(listener: () => void): () => void {
  const area = document.querySelector(`[${READING_AREA_ATTRIBUTE}]`);
  window.addEventListener('scroll', listener, { passive: true });
  area?.addEventListener('scroll', listener, { passive: true });
  return () => {
    window.removeEventListener('scroll', listener);
    area?.removeEventListener('scroll', listener);
  };
}

/** The keys with which a reader scrolls a page. */
const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * The keys that scroll a page scroll the reading area while nothing else has the focus: the
 * browser sends them to the focused element, or the document, which no longer scrolls. Focusing
 * the area (without moving it) as such a key goes down makes the browser scroll it, with its own
 * distances and smoothness, for that key and the ones after it.
 */
export function useKeyboardScrollsReading(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (event.altKey || event.ctrlKey || event.metaKey || !SCROLL_KEYS.has(event.key)) return;
      if (focused && focused !== document.body && focused !== document.documentElement) return;
      readingArea()?.focus({ preventScroll: true });
    };
    // Before the browser's own handling of the key, which follows the focus as it is then.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/** The reader's place in history.state, beside the router's own fields. */
const KEPT_PLACE = 'lumenReadingTop';
/** How long after the last scroll the place is written (browsers limit replaceState's rate). */
const KEEP_AFTER_MS = 200;
/** How long a restored place waits for the page to grow tall enough to hold it. */
const RESTORE_WITHIN_MS = 3000;

/** How the page shown now was reached, as the router told the page shell last. */
let lastNavigation: 'POP' | 'PUSH' | 'REPLACE' | null = null;

/**
 * True when the reader came to the page shown by Back or Forward (or a reload): it returns to
 * their place, not to its top.
 */
export function cameByHistory(): boolean {
  return lastNavigation === 'POP';
}

function keptPlace(): number | null {
  const state: unknown = window.history.state;
  const top = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEPT_PLACE] : undefined;
  return typeof top === 'number' ? top : null;
}

/** The history entry's identity as the router keeps it: a write never goes to another entry. */
function entryKey(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>).key : undefined;
}

/**
 * Back, forward and reload bring the reader back to their place in the reading area. Browsers
 * restore the document's scroll position by themselves, not an inner element's: the place is
 * kept in the history entry's state and restored here, once the page is tall enough to hold it.
 */
export function useReadingPlaceKept(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    let timer = 0;
    const keep = () => {
      const area = readingArea();
      if (!area) return;
      const key = entryKey();
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (entryKey() !== key) return;
        try {
          window.history.replaceState({ ...(window.history.state as object | null), [KEPT_PLACE]: area.scrollTop }, '');
        } catch {
          // Too many writes in a short time (Safari): the next scroll keeps it.
        }
      }, KEEP_AFTER_MS);
    };
    const stop = onReadingScroll(keep);
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  // On the first render (a reload, or coming back from another site) and on Back or Forward.
  useLayoutEffect(() => {
    // Layout effects run before any screen's effects: they may ask cameByHistory().
    lastNavigation = navigationType;
    if (navigationType !== 'POP') return;
    const top = keptPlace();
    const area = readingArea();
    if (top === null || !area) return;
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      window.cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop, true);
    };
    const restore = () => {
      area.scrollTop = top;
      if (Math.abs(area.scrollTop - top) <= 1 || performance.now() - started > RESTORE_WITHIN_MS) return stop();
      // The day's text is still loading: try again when the next frame has drawn it.
      frame = window.requestAnimationFrame(restore);
    };
    // A reader who moves the page meanwhile takes over.
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { capture: true, passive: true });
    restore();
    return stop;
  }, [location.key, navigationType]);
}
