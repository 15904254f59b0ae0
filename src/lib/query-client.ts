// Spec 7 "Query caching": fresh 15 minutes, kept 30, no refetch on focus or interval,
// two retries except for 404s, mutations never retried; slow queries are logged. Offline, a
// query asks once (the service worker may have it kept) and fails at once if it has not, so
// every screen can say "You are offline" without seconds of "Loading..." first (issue 28).
import { QueryCache, QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;
const SLOW_QUERY_MS = 1000;

function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  return data?.httpStatus === 404 || String((error as Error | null)?.message ?? '').includes('404');
}

/** The browser knows the network is down (a failure then is no reason to try again soon). */
function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function createQueryClient(): QueryClient {
  const started = new Map<string, number>();
  return new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (_data, query) => {
        const began = started.get(query.queryHash);
        started.delete(query.queryHash);
        if (began !== undefined && performance.now() - began > SLOW_QUERY_MS) {
          console.warn(`Slow query (${Math.round(performance.now() - began)} ms):`, query.queryKey);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15 * MINUTE,
        gcTime: 30 * MINUTE,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => !isNotFound(error) && !knownOffline() && failureCount < 2,
        // Run even when the browser says it is offline: the service worker's cache may answer.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export { isNotFound };
