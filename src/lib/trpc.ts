// The typed tRPC client: its types come straight from the server's router.
import { createTRPCReact, httpBatchLink, httpLink, splitLink, type CreateTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.ts';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Keep at or below the server's MAX_BATCH_SIZE (server/app.ts). */
const MAX_BATCH_ITEMS = 10;

// Spec 7: every call includes credentials.
const fetchWithCredentials: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });

/**
 * Devotions travel one per request, so each has a stable URL the service worker can keep
 * for offline reading; other calls are batched. Tests switch batching off because msw-trpc
 * mocks single calls.
 */
export function createTrpcClient(baseUrl = '', { batch = true }: { batch?: boolean } = {}) {
  const url = `${baseUrl}/trpc`;
  const single = httpLink({ url, transformer: superjson, fetch: fetchWithCredentials });
  return trpc.createClient({
    links: [
      batch
        ? splitLink({
            condition: (operation) => operation.path === 'devotion.byDate',
            true: single,
            false: httpBatchLink({ url, transformer: superjson, maxItems: MAX_BATCH_ITEMS, fetch: fetchWithCredentials }),
          })
        : single,
    ],
  });
}
