// Which devotions this device can show offline: the service worker keeps each devotion it
// fetched in the "lumen-content" cache, keyed by its tRPC URL, and each server-rendered page
// read (which carries its devotion) in the "lumen-pages" cache, keyed by its path (vite.config.ts).
import { matchClientRoute } from '../shared/client-routes.ts';
import { isIsoDate } from '../shared/dates.ts';

export const CONTENT_CACHE = 'lumen-content';
export const PAGES_CACHE = 'lumen-pages';

/** The date a cached request shows, when it names one (not `/`, whose day moves). */
function cachedDevotionDate(url: URL, cacheName: string): string | null {
  if (cacheName === CONTENT_CACHE) {
    if (!url.pathname.endsWith('/devotion.byDate')) return null;
    return /"date":"(\d{4}-\d{2}-\d{2})"/.exec(url.searchParams.get('input') ?? '')?.[1] ?? null;
  }
  const route = matchClientRoute(url.pathname);
  const date = route?.screen === 'devotion' ? route.params.date : undefined;
  return date !== undefined && isIsoDate(date) ? date : null;
}

/** Dates whose devotion is in the offline caches, in order. */
export async function listOfflineDevotionDates(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const dates = new Set<string>();
    for (const cacheName of [CONTENT_CACHE, PAGES_CACHE]) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const date = cachedDevotionDate(new URL(request.url), cacheName);
        if (date) dates.add(date);
      }
    }
    return [...dates].sort();
  } catch {
    return [];
  }
}

/** True when a failed request failed because the network is gone, not because the server said no. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const message = String((error as Error | null)?.message ?? '');
  return /Failed to fetch|NetworkError|Load failed|network/i.test(message);
}

const OFFLINE_MESSAGE = 'You are offline. This needs a connection, and will work again as soon as you are back online.';

/**
 * What a reader is told of a failed request: that they are offline, or the server's own words
 * (a tRPC error that carries `data`), never a browser's raw "Failed to fetch".
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isOfflineFailure(error)) return OFFLINE_MESSAGE;
  const failure = error as { message?: unknown; data?: unknown } | null;
  return failure?.data && typeof failure.message === 'string' && failure.message ? failure.message : fallback;
}
