// Which devotions this device can show offline: the service worker keeps each devotion it
// fetched in the "lumen-content" cache (vite.config.ts), keyed by its tRPC URL.
export const CONTENT_CACHE = 'lumen-content';

/** Dates whose devotion is in the offline cache, in order. */
export async function listOfflineDevotionDates(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(CONTENT_CACHE);
    const dates = new Set<string>();
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/devotion.byDate')) continue;
      const input = /"date":"(\d{4}-\d{2}-\d{2})"/.exec(url.searchParams.get('input') ?? '');
      if (input) dates.add(input[1]!);
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
