// The reader's appearance choices, remembered on this device: colour scheme (following the
// system unless chosen), text size, and how the day is read aloud (speed and voice). Applied to <html> before the first render so the page
// never flashes the wrong theme.
import { useCallback, useSyncExternalStore } from 'react';
import { APPEARANCE_KEY, FONT_SCALE, TEXT_SIZES, type TextSize } from '../shared/appearance.ts';
import { readLocal, writeLocal } from './local-store.ts';

export { TEXT_SIZES, type TextSize };
export type ColourScheme = 'system' | 'light' | 'dark';

/** Read-aloud speeds offered (issue 30: 0.75× to 1.5×). */
export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
export type SpeechRate = (typeof SPEECH_RATES)[number];

export interface Appearance {
  scheme: ColourScheme;
  textSize: TextSize;
  /** Read-aloud speed. */
  speechRate: SpeechRate;
  /** The chosen read-aloud voice (its voiceURI); null follows the device's default English voice. */
  speechVoice: string | null;
}

const KEY = APPEARANCE_KEY;
const DEFAULT: Appearance = { scheme: 'system', textSize: 'medium', speechRate: 1, speechVoice: null };

// The speech fields came later: a stored appearance without them (or with a bad one) keeps its
// scheme and text size and takes the default speed and voice.
const isAppearance = (value: unknown): value is Pick<Appearance, 'scheme' | 'textSize'> & Partial<Appearance> =>
  typeof value === 'object' &&
  value !== null &&
  ['system', 'light', 'dark'].includes((value as Appearance).scheme) &&
  (TEXT_SIZES as readonly string[]).includes((value as Appearance).textSize);

function withSpeechDefaults(stored: Pick<Appearance, 'scheme' | 'textSize'> & Partial<Appearance>): Appearance {
  const rate = (SPEECH_RATES as readonly unknown[]).includes(stored.speechRate) ? (stored.speechRate as SpeechRate) : DEFAULT.speechRate;
  const voice = typeof stored.speechVoice === 'string' && stored.speechVoice.length <= 500 ? stored.speechVoice : null;
  return { scheme: stored.scheme, textSize: stored.textSize, speechRate: rate, speechVoice: voice };
}

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
  current = withSpeechDefaults(readLocal(KEY, DEFAULT, isAppearance));
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
  const setSpeechRate = useCallback((speechRate: SpeechRate) => update({ speechRate }), []);
  const setSpeechVoice = useCallback((speechVoice: string | null) => update({ speechVoice }), []);
  return { ...appearance, setScheme, setTextSize, setSpeechRate, setSpeechVoice };
}
