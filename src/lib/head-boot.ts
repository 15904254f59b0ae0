// The page's one inline script, in <head> (vite.config.ts puts it there; the CSP allows exactly
// its text by hash): the reader's appearance before the first paint, taps and keys held until
// the app is live, and the app's modules requested after the first paint. Pure (no DOM, no
// React); src/lib/appearance.ts applies the same appearance rules once the app runs.
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
function appearanceScript(): string {
  const key = JSON.stringify(STORAGE_PREFIX + APPEARANCE_KEY);
  const scale = JSON.stringify(FONT_SCALE);
  return `(function(){try{var a=JSON.parse(localStorage.getItem(${key})||'null');if(!a)return;var r=document.documentElement;if(a.scheme==='light'||a.scheme==='dark')r.dataset.theme=a.scheme;var s=${scale}[a.textSize];if(s)r.style.fontSize=s;}catch(e){}})();\n`;
}

/** The `<meta name>` under which the built page lists the app's modules, entry first. */
export const APP_MODULE_META = 'lumen-module';
/** Where the server lists the chunks a screen loads lazily (server/http/route-modules.ts). */
export const SCREEN_MODULE_META = 'lumen-screen-module';

/**
 * Starts the app once the server's HTML has painted: the entry module and the modules it
 * imports are requested only then, so on a slow connection the stylesheet, the text and the
 * day's picture have the bandwidth first, and the page reads (it needs no script to) while the
 * app arrives. A tab opened in the background, which paints no frame, starts it after a second.
 * The chunks of a screen loaded lazily (the James study, the tabs of a tabbed day) follow once
 * the browser reports the first contentful paint, which comes when that frame is on screen
 * (an animation frame callback runs before its frame is drawn): still long before the app
 * reaches them, and never in the way of the day's picture.
 */
function appLoaderScript(): string {
  const app = JSON.stringify(`meta[name="${APP_MODULE_META}"]`);
  const screen = JSON.stringify(`meta[name="${SCREEN_MODULE_META}"]`);
  return `(function(){var d=document,s=0,t=0,P=window.PerformanceObserver,p=!!P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0;function add(q,run){var f=d.createDocumentFragment();d.querySelectorAll(q).forEach(function(m,i){var e=d.createElement(run&&!i?'script':'link');if(run&&!i){e.type='module';e.src=m.content}else{e.rel='modulepreload';e.href=m.content}e.crossOrigin='';f.appendChild(e)});d.head.appendChild(f)}function go(){if(s)return;s=1;add(${app},1);if(!p)later()}function later(){if(t)return;t=1;add(${screen},0)}if(p){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(later,0)}});o.observe({type:'paint',buffered:true})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000);setTimeout(later,1000)})();\n`;
}

/** Where the head script keeps what the reader did before the app was live (src/main.tsx). */
export const HELD_INPUT_GLOBAL = '__lumenHeldInput';

/**
 * A server-rendered page can be read and tapped before the app is live: its buttons would do
 * nothing yet. Clicks and keys from then on are held, and the app hands them over once it has
 * hydrated (src/main.tsx); links need no help, they navigate as plain links.
 */
function inputHolderScript(): string {
  const name = JSON.stringify(HELD_INPUT_GLOBAL);
  return `(function(){var h=[],d=document;function k(e){h.push(e)}d.addEventListener('click',k,true);d.addEventListener('keydown',k,true);window[${name}]={release:function(){d.removeEventListener('click',k,true);d.removeEventListener('keydown',k,true);return h.splice(0)}}})();\n`;
}

/** The one inline script of every page, in <head>: the CSP allows exactly this text by its hash. */
export function headBootScript(): string {
  return appearanceScript() + inputHolderScript() + appLoaderScript();
}
