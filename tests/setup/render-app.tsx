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
  return render(
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient(TEST_BASE_URL, { batch: false })}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
