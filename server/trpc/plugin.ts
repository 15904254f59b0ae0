// tRPC over HTTP at /trpc: batching bounded, cache headers from each procedure's metadata,
// failures logged through the one error mapping.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { cacheHeaders } from '../http/cache.ts';
import { logFailure } from '../http/errors.ts';
import type { RequestContextFactory } from './context.ts';
import { appRouter, type AppRouter } from './root.ts';
import { isPublicResponse, procedurePolicies } from './transport.ts';

/** The client's tRPC link batches at most this many calls (keep in step with src/lib/trpc.ts). */
export const MAX_BATCH_SIZE = 10;

export async function registerTrpc(app: FastifyInstance, createContext: RequestContextFactory): Promise<void> {
  const policies = procedurePolicies(appRouter);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext({ req, res }),
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path }) {
        logFailure(app.log, getHTTPStatusCodeFromError(error), `tRPC ${path ?? '(unknown procedure)'}`, error);
      },
      responseMeta({ paths, errors }) {
        return { headers: cacheHeaders(isPublicResponse(policies, paths, errors.length > 0) ? 'public' : 'private') };
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
  app.all('/trpc', async (_request, reply) => reply.status(404).send({ error: 'Name a procedure, for example /trpc/devotion.byDate' }));
}
