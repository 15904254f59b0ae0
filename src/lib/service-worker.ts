// The service worker (vite-plugin-pwa's generated sw.js: the precached shell, and the days read
// kept for offline reading) is registered once the page has settled, not at its load event.
// Its first install downloads the whole precache, about 1 MB in a hundred files, and on a
// phone that competed with the first page's own scripts and hydration for the network and
// the main thread. A reader who stays a few seconds has it; from then on it serves every visit.
import { whenIdle } from './idle.ts';

const SETTLE_MS = 3000;

/** Only production builds have a worker to register (vite-plugin-pwa writes it at build). */
function serviceWorkersInUse(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

export function registerServiceWorkerOnceSettled(): void {
  if (!import.meta.env.PROD) return;
  const register = () => {
    // Asked here, not at start-up: the browser's first look at navigator.serviceWorker builds
    // its container, a few milliseconds a phone's start-up does not need to spend.
    if (!serviceWorkersInUse()) return;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed:', error));
  };
  const afterLoad = () => {
    window.setTimeout(() => whenIdle(register), SETTLE_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Calls `keep` once a service worker controls this page, at once if one already does: what the
 * page fetches from then on is kept for offline reading. `justInstalled` says the worker took
 * over while this page was open, so what the page fetched before went past it. Without
 * service workers (and in development) `keep` runs at once. Returns a function that stops waiting.
 */
export function whenServiceWorkerKeeps(keep: (justInstalled: boolean) => void): () => void {
  if (!serviceWorkersInUse() || navigator.serviceWorker.controller) {
    keep(false);
    return () => {};
  }
  const onControllerChange = () => keep(true);
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange, { once: true });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
}
