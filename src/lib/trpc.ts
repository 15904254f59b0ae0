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
 * The public reads (procedures whose metadata says `cache: 'public'`): a batch of only these is
 * a public answer the server, the browser and the service worker may keep. Anything about the
 * reader travels in its own batch, so one private call (auth.me, say) does not make the day's
 * navigation uncacheable. tests/unit/client-batching.test.ts holds this list to the router.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  'devotion.byDate',
  'devotion.index',
  'devotion.navigation',
  'devotion.search',
  'share.byDate',
  'james.list',
  'james.byDay',
  'strongs.byNumber',
  'strongs.search',
]);

/** What travels one per request, with a stable URL of its own the service worker can keep for offline reading. */
const SINGLE_READS: ReadonlySet<string> = new Set(['devotion.byDate', 'devotion.index', 'james.byDay']);

/**
 * Devotions, James days (and the index of devotions, which the library reads) travel one per
 * request, so each has a stable URL the service worker can keep for offline reading; other public reads are batched together, and calls about the reader in
 * batches of their own. Tests switch batching off because msw-trpc mocks single calls.
 */
export function createTrpcClient(baseUrl = '', { batch = true }: { batch?: boolean } = {}) {
  const url = `${baseUrl}/trpc`;
  const single = httpLink({ url, transformer: superjson, fetch: fetchWithCredentials });
  const batched = () => httpBatchLink({ url, transformer: superjson, maxItems: MAX_BATCH_ITEMS, fetch: fetchWithCredentials });
  return trpc.createClient({
    links: [
      batch
        ? splitLink({
            condition: (operation) => SINGLE_READS.has(operation.path),
            true: single,
            false: splitLink({
              condition: (operation) => operation.type === 'query' && PUBLIC_READS.has(operation.path),
              true: batched(),
              false: batched(),
            }),
          })
        : single,
    ],
  });
}
