// Typed tRPC mocks: handlers are checked against the real router's inputs and outputs.
import { createTRPCMsw, httpLink } from 'msw-trpc';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.ts';

export const TEST_BASE_URL = 'http://localhost:3000';

export const trpcMsw = createTRPCMsw<AppRouter>({
  links: [httpLink({ url: `${TEST_BASE_URL}/trpc` })],
  transformer: { input: superjson, output: superjson },
});
