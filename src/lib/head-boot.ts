// The page's one inline script, in <head> (vite.config.ts puts it there; the CSP allows exactly
// its text by hash, server/http/security-headers.ts). It does three things before the app runs:
// - puts the reader's theme and text size on <html> before the first paint;
// - keeps the presses, clicks and keys that arrive before React listens (the app's modules are
//   still arriving), for the app to give back to the page once it does (src/app/start.tsx);
// - requests the app's modules once the first frame is painted (decision 037).
// From `hydrateRoot` on, every event is React's: it hydrates the part that was touched at once
// and handles the event there (decision 008). Pure (no DOM, no React): the scripts are text,
// run by the browser; src/lib/appearance.ts applies the same appearance rules once the app runs.
import { APPEARANCE_KEY, FONT_SCALE } from '../shared/appearance.ts';
import { STORAGE_PREFIX } from '../shared/constants.ts';
import { APP_MODULES_ELEMENT_ID } from '../shared/page-protocol.ts';

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

/**
 * Requests the app's modules, listed by the server in <head> (appModulesScript,
 * src/shared/page-protocol.ts), once the browser has painted its first frame: the entry as a
 * module script, the chunks it and the page's screen import as module preloads. Linked from the
 * head as the build links them, they were requested with the stylesheet and the picture and
 * shared a slow network with them, though the app starts only after the first paint anyway:
 * on slow 4G at CPU ×4 the devotion was painted about a second later for it (decision 037).
 * A page nobody sees paints no frame: there the modules are requested as soon as the list is
 * parsed. A page without the list (the offline shell, which links its modules itself) is left
 * as it is.
 */
function appModulesLoaderScript(): string {
  const id = JSON.stringify(APP_MODULES_ELEMENT_ID);
  return `(function(){var d=document,done=0;function go(){var e=d.getElementById(${id}),u;if(!e){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);return}if(done)return;done=1;try{u=JSON.parse(e.textContent)}catch(x){return}u.forEach(function(s,i){var l=d.createElement(i?'link':'script');if(i){l.rel='modulepreload';l.href=s}else{l.type='module';l.src=s}l.crossOrigin='';d.head.appendChild(l)})}function afterPaint(){setTimeout(go,0)}if(d.visibilityState==='hidden')go();else{requestAnimationFrame(afterPaint);d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()})}})();\n`;
}

/** The one inline script of every page, in <head>: the CSP allows exactly this text by its hash. */
export function headBootScript(): string {
  return appearanceScript() + historyEntryScript() + earlyInputScript() + appModulesLoaderScript();
}
