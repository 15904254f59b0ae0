// The reader's appearance as it is stored: the head script reads it before the first paint,
// and the app (src/lib/appearance.ts) once it runs.
export const APPEARANCE_KEY = 'appearance';
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const FONT_SCALE: Record<TextSize, string> = { small: '93.75%', medium: '100%', large: '112.5%', 'x-large': '125%' };
