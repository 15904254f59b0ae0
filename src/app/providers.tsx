import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { StrongsProvider } from '../features/strongs/components/strongs-provider.tsx';
import { useMemberSync } from '../lib/member-sync.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: ReturnType<typeof createTrpcClient>;
}

/** Syncs a member's data on sign-in and clears it on sign-out (lib/member-sync.ts). */
function MemberSync() {
  useMemberSync();
  return null;
}

export function AppProviders({ children, queryClient, trpcClient: givenTrpcClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => givenTrpcClient ?? createTrpcClient(window.location.origin));
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemberSync />
          <StrongsProvider>{children}</StrongsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
