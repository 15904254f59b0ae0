// The page's one inline script, in <head> (vite.config.ts puts it there; the CSP allows exactly
// its text by hash, server/http/security-headers.ts). It does two things before the app runs:
// - puts the reader's theme and text size on <html> before the first paint;
// - keeps the presses, clicks and keys that arrive before React listens (the app's modules are
//   still arriving), for the app to give back to the page once it does (src/app/start.tsx).
// From `hydrateRoot` on, every event is React's: it hydrates the part that was touched at once
// and handles the event there (decision 008). Pure (no DOM, no React): the scripts are text,
// run by the browser; src/lib/appearance.ts applies the same appearance rules once the app runs.
import { APPEARANCE_KEY, FONT_SCALE } from '../shared/appearance.ts';
import { STORAGE_PREFIX } from '../shared/constants.ts';

/**
 * A classic script that sets `data-theme` and the root font size from `lumen-appearance`
 * before the body is painted, so a dark-mode reader never sees a light flash. Anything
 * unreadable leaves the defaults (system scheme, 100%).
 */
function appearanceScript(): string {
  const key = JSON.stringify(STORAGE_PREFIX + APPEARANCE_KEY);
  const scale = JSON.stringify(FONT_SCALE);
  return `(function(){try{var a=JSON.parse(localStorage.getItem(${key})||'null');if(!a)return;var r=document.documentElement;if(a.scheme==='light'||a.scheme==='dark')r.dataset.theme=a.scheme;var s=${scale}[a.textSize];if(s)r.style.fontSize=s;}catch(e){}})();\n`;
}

/** Where the head script keeps what arrived before React listened. */
export const EARLY_INPUT_GLOBAL = '__lumenEarlyInput';

/**
 * The events of a tap or a click in the order a browser sends them (a Radix tab selects on the
 * press, a menu opens on the pointer's press, a button acts on the click), and keys.
 */
export const EARLY_POINTER_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
export const EARLY_KEY_EVENTS = ['keydown'] as const;
export type EarlyEventType = (typeof EARLY_POINTER_EVENTS)[number] | (typeof EARLY_KEY_EVENTS)[number];

/** What the head script leaves on `window[EARLY_INPUT_GLOBAL]`. */
export interface EarlyInput {
  /** Stops keeping events of `types` and returns those kept so far, oldest first. */
  take(types: readonly EarlyEventType[]): Event[];
}

/**
 * Keeps every event of EARLY_POINTER_EVENTS and EARLY_KEY_EVENTS on the document, in capture,
 * without stopping or changing it: links still navigate and boxes still take text, as they do
 * without the app. The app takes the pointer's events once `hydrateRoot` listens and the keys
 * once its shortcuts do.
 */
function earlyInputScript(): string {
  const name = JSON.stringify(EARLY_INPUT_GLOBAL);
  const types = JSON.stringify([...EARLY_POINTER_EVENTS, ...EARLY_KEY_EVENTS]);
  return `(function(){var d=document,h=[],T=${types};function k(e){h.push(e)}T.forEach(function(t){d.addEventListener(t,k,true)});window[${name}]={take:function(a){var o=[],i;a.forEach(function(t){d.removeEventListener(t,k,true)});for(i=0;i<h.length;)if(a.indexOf(h[i].type)>=0)o.push(h.splice(i,1)[0]);else i++;return o}}})();\n`;
}

/**
 * Gives the page's history entry the index react-router's BrowserRouter would give it when it
 * starts (`{ idx: 0 }` in `history.state`, kept with what is there). Done by the router, that
 * `replaceState` came while the app hydrates, and Chromium drops a link's navigation still on its
 * way when the page replaces its entry: a link tapped just before the router listened went
 * nowhere. Done here, before the reader can tap, the router finds its index and replaces nothing.
 */
function historyEntryScript(): string {
  return `(function(){try{var s=history.state;if(!s||s.idx==null)history.replaceState(Object.assign({},s,{idx:0}),'')}catch(e){}})();\n`;
}

/** The one inline script of every page, in <head>: the CSP allows exactly this text by its hash. */
export function headBootScript(): string {
  return appearanceScript() + historyEntryScript() + earlyInputScript();
}
