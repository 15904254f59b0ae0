// The reader's appearance rules that must apply before the first paint of a server-rendered
// page: the storage key and the font scale. Pure (no DOM, no React), so vite.config.ts can turn
// them into the tiny blocking script in <head> (the CSP forbids inline scripts) and
// src/lib/appearance.ts applies the very same rules once the app runs.
import { STORAGE_PREFIX } from '../shared/constants.ts';

export const APPEARANCE_KEY = 'appearance';
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const FONT_SCALE: Record<TextSize, string> = { small: '93.75%', medium: '100%', large: '112.5%', 'x-large': '125%' };

/**
 * A classic script that sets `data-theme` and the root font size from `lumen-appearance`
 * before the body is painted, so a dark-mode reader never sees a light flash. Anything
 * unreadable leaves the defaults (system scheme, 100%).
 */
export function appearanceBootScript(): string {
  const key = JSON.stringify(STORAGE_PREFIX + APPEARANCE_KEY);
  const scale = JSON.stringify(FONT_SCALE);
  return `(function(){try{var a=JSON.parse(localStorage.getItem(${key})||'null');if(!a)return;var r=document.documentElement;if(a.scheme==='light'||a.scheme==='dark')r.dataset.theme=a.scheme;var s=${scale}[a.textSize];if(s)r.style.fontSize=s;}catch(e){}})();\n`;
}
