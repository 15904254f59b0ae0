// The reader's appearance choices, remembered on this device: colour scheme (following the
// system unless chosen) and text size. Applied to <html> before the first render so the page
// never flashes the wrong theme.
import { useCallback, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from './local-store.ts';

export type ColourScheme = 'system' | 'light' | 'dark';
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface Appearance {
  scheme: ColourScheme;
  textSize: TextSize;
}

const KEY = 'appearance';
const DEFAULT: Appearance = { scheme: 'system', textSize: 'medium' };
const FONT_SCALE: Record<TextSize, string> = { small: '93.75%', medium: '100%', large: '112.5%', 'x-large': '125%' };

const isAppearance = (value: unknown): value is Appearance =>
  typeof value === 'object' &&
  value !== null &&
  ['system', 'light', 'dark'].includes((value as Appearance).scheme) &&
  (TEXT_SIZES as readonly string[]).includes((value as Appearance).textSize);

let current: Appearance = DEFAULT;
const listeners = new Set<() => void>();

function apply(appearance: Appearance): void {
  const root = document.documentElement;
  if (appearance.scheme === 'system') delete root.dataset.theme;
  else root.dataset.theme = appearance.scheme;
  root.style.fontSize = FONT_SCALE[appearance.textSize];
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
