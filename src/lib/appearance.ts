// The reader's appearance choices, remembered on this device: colour scheme (following the
// system unless chosen) and text size. Applied to <html> before the first render so the page
// never flashes the wrong theme.
import { useCallback, useSyncExternalStore } from 'react';
import { APPEARANCE_KEY, FONT_SCALE, TEXT_SIZES, type TextSize } from './head-boot.ts';
import { readLocal, writeLocal } from './local-store.ts';

export { TEXT_SIZES, type TextSize };
export type ColourScheme = 'system' | 'light' | 'dark';

export interface Appearance {
  scheme: ColourScheme;
  textSize: TextSize;
}

const KEY = APPEARANCE_KEY;
const DEFAULT: Appearance = { scheme: 'system', textSize: 'medium' };

const isAppearance = (value: unknown): value is Appearance =>
  typeof value === 'object' &&
  value !== null &&
  ['system', 'light', 'dark'].includes((value as Appearance).scheme) &&
  (TEXT_SIZES as readonly string[]).includes((value as Appearance).textSize);

let current: Appearance = DEFAULT;
const listeners = new Set<() => void>();

function apply(appearance: Appearance): void {
  const root = document.documentElement;
  // Only what differs is written: at start-up the head script has applied it already, and any
  // write to <html> (even of the same value) makes the browser restyle the whole page while
  // it is loading. The default text size is the browser's own, so it needs no inline style.
  const theme = appearance.scheme === 'system' ? undefined : appearance.scheme;
  if (root.dataset.theme !== theme) {
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
  }
  const fontSize = appearance.textSize === 'medium' ? '' : FONT_SCALE[appearance.textSize];
  if (root.style.fontSize !== fontSize) root.style.fontSize = fontSize;
}

export function loadAppearance(): void {
  current = readLocal(KEY, DEFAULT, isAppearance);
  apply(current);
}

function update(change: Partial<Appearance>): void {
  current = { ...current, ...change };
  writeLocal(KEY, current);
  apply(current);
  for (const listener of listeners) listener();
}

export function useAppearance() {
  const appearance = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => DEFAULT,
  );
  const setScheme = useCallback((scheme: ColourScheme) => update({ scheme }), []);
  const setTextSize = useCallback((textSize: TextSize) => update({ textSize }), []);
  return { ...appearance, setScheme, setTextSize };
}

/** The scheme actually shown: the reader's choice, else the system's. */
export function effectiveScheme(scheme: ColourScheme): 'light' | 'dark' {
  if (scheme !== 'system') return scheme;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
