// The page's one inline script, in <head> (vite.config.ts puts it there; the CSP allows exactly
// its text by hash): the reader's appearance before the first paint, taps and keys held until
// the app is live, and the app's modules requested after the first paint, for a first visit
// once the reader is there. Pure (no DOM, no React); src/lib/appearance.ts applies the same
// appearance rules once the app runs.
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
/** The attribute of the server's state element (lib/ssr-state.ts) that names the day it rendered. */
export const RENDERED_DAY_ATTRIBUTE = 'data-today';
/** The element that carries the server's state (lib/ssr-state.ts). */
export const SSR_STATE_ELEMENT_ID = 'lumen-ssr-state';

/**
 * What shows that a reader is at the page: a touch, a pointer moving or pressing, a key, a
 * scroll, focus, a click (a screen reader's activation sends only that), the tab shown again.
 */
const READER_PRESENCE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'] as const;

/**
 * Starts the app, never before the server's HTML has painted, and for a first visit only once
 * the reader is there (README "When the app starts"):
 * - at once (after the first paint) when the page has nothing to read without it (the shell),
 *   when this browser has kept anything of LUMEN's (`lumen-…` in local storage: highlights,
 *   journal answers, a signed-in member's cache, the appearance), or when the page was drawn
 *   for another day than the reader's own (it must move to the reader's today);
 * - otherwise on the first sign of the reader (READER_PRESENCE_EVENTS), or when a tab that
 *   was hidden is shown. Until then the page is a complete document: text, links and the day's
 *   picture; taps and keys are held (inputHolderScript) and handed to the app once it is live.
 * The entry module and the modules it imports are requested then; a tab opened in the
 * background, which paints no frame, decides after a second. The chunks of a screen loaded
 * lazily (the James study, the tabs of a tabbed day) follow once the first contentful paint is
 * on screen, never in the way of the day's picture.
 */
function appLoaderScript(): string {
  const app = JSON.stringify(`meta[name="${APP_MODULE_META}"]`);
  const screen = JSON.stringify(`meta[name="${SCREEN_MODULE_META}"]`);
  const prefix = JSON.stringify(STORAGE_PREFIX);
  const state = JSON.stringify(SSR_STATE_ELEMENT_ID);
  const day = JSON.stringify(RENDERED_DAY_ATTRIBUTE);
  const events = JSON.stringify(READER_PRESENCE_EVENTS);
  return `(function(){var d=document,w=window,s=0,t=0,f=0,E=${events},P=w.PerformanceObserver,p=!!P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0;function add(q,run){var g=d.createDocumentFragment();d.querySelectorAll(q).forEach(function(m,i){var e=d.createElement(run&&!i?'script':'link');if(run&&!i){e.type='module';e.src=m.content}else{e.rel='modulepreload';e.href=m.content}e.crossOrigin='';g.appendChild(e)});d.head.appendChild(g)}function go(){if(s)return;s=1;E.forEach(function(n){w.removeEventListener(n,go,true)});d.removeEventListener('visibilitychange',shown);add(${app},1);later()}function later(){if(t||!s||!f)return;t=1;add(${screen},0)}function shown(){if(d.visibilityState==='visible')go()}function pad(n){return(n<10?'0':'')+n}function kept(){try{for(var i=0;i<localStorage.length;i++)if((localStorage.key(i)||'').indexOf(${prefix})===0)return 1}catch(e){}return 0}function check(){if(s)return;if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',check);return}var r=d.getElementById('root'),x=d.getElementById(${state}),n=new Date(),today=n.getFullYear()+'-'+pad(n.getMonth()+1)+'-'+pad(n.getDate());if(!r||!r.firstElementChild||!x||x.getAttribute(${day})!==today||kept())go()}E.forEach(function(n){w.addEventListener(n,go,{capture:true,passive:true})});d.addEventListener('visibilitychange',shown);if(p){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f=1;setTimeout(later,0)}});o.observe({type:'paint',buffered:true})}else f=1;requestAnimationFrame(function(){setTimeout(check,0)});setTimeout(function(){f=1;check();later()},1000)})();\n`;
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
