import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { StrongsProvider } from '../features/strongs/components/strongs-provider.tsx';
import { useAccountEffects } from '../lib/kept-lists/account-effects.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { RenderedTodayContext } from '../lib/today.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import type { IsoDate } from '../shared/dates.ts';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: ReturnType<typeof createTrpcClient>;
  /** The day a server-rendered page was drawn for (lib/today.ts); unset in a client-only render. */
  renderedToday?: IsoDate | null;
}

/** Sends a member's pending changes at start and when the connection returns (lib/kept-lists/account-effects.ts). */
function AccountEffects() {
  useAccountEffects();
  return null;
}

export function AppProviders({ children, queryClient, trpcClient: givenTrpcClient, renderedToday = null }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The server render passes its own client; in the browser the page's origin is the API's.
  const [trpcClient] = useState(() => givenTrpcClient ?? createTrpcClient(typeof window === 'undefined' ? '' : window.location.origin));
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <RenderedTodayContext.Provider value={renderedToday}>
          <ToastProvider>
            <AccountEffects />
            <StrongsProvider>{children}</StrongsProvider>
          </ToastProvider>
        </RenderedTodayContext.Provider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
