// DECISIONS "Scale": public content is cacheable (with ETags); anything about a user is not.
// `x-lumen-cache: public` marks what the service worker may keep (vite.config.ts), so a
// response about a user never enters its cache.
export type CachePolicy = 'public' | 'private';

export const SERVICE_WORKER_CACHE_HEADER = 'x-lumen-cache';

export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  return policy === 'public'
    ? { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400', [SERVICE_WORKER_CACHE_HEADER]: 'public' }
    : { 'cache-control': 'private, no-store' };
}
