// Registers the REST routes on Fastify: plain JSON in, plain JSON out, errors as {error}.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../trpc/context.ts';
import { publicErrorMessage } from '../trpc/init.ts';
import { createCaller } from '../trpc/root.ts';
import { cacheControl } from '../http/cache.ts';
import { restRoutes } from './routes.ts';

export function registerRestRoutes(app: FastifyInstance, createContext: () => Context): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        try {
          const result = await route.call(createCaller(createContext()), {
            params: request.params as Record<string, string>,
            query: request.query as Record<string, string | undefined>,
            body: request.body,
          });
          return reply.header('cache-control', cacheControl(route.cache)).send(result ?? null);
        } catch (cause) {
          const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
          const status = getHTTPStatusCodeFromError(error);
          // A 503 is an expected state (starting up, database away), not a bug to page anyone about.
          if (status === 503) request.log.warn(`REST ${route.method} ${route.url}: ${error.message}`);
          else if (status >= 500) request.log.error({ err: error.cause ?? error }, `REST ${route.method} ${route.url} failed`);
          return reply.status(status).header('cache-control', cacheControl('private')).send({ error: publicErrorMessage(error) });
        }
      },
    });
  }

  app.all('/api/*', async (request, reply) =>
    reply.status(404).send({ error: `There is no API route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
