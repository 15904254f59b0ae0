// The app's own query and tRPC clients, set up for tests: no retries (an error state shows at
// once) and no batching (msw-trpc answers single calls), aimed at the msw origin.
import { createQueryClient } from '../../src/lib/query-client.ts';
import { createTrpcClient } from '../../src/lib/trpc.ts';
import { TEST_BASE_URL } from '../mocks/trpc.ts';

export function createTestClients() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return { queryClient, trpcClient: createTrpcClient(TEST_BASE_URL, { batch: false }) };
}
