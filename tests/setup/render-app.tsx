// Renders UI inside the real providers with a non-batching tRPC client aimed at msw.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/app/providers.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { createTrpcClient } from '../../src/lib/trpc.ts';
import { TEST_BASE_URL } from '../mocks/trpc.ts';

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = createTrpcClient(TEST_BASE_URL, { batch: false });
  const wrap = (node: ReactNode) => (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </AppProviders>
  );
  const result = render(wrap(ui));
  // A rerender keeps the same providers, as a route change in the app would.
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
