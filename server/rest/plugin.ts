// The REST paths of spec point 7: one route for each procedure whose metadata names a path
// (server/trpc/init.ts, TransportMeta), called through createCaller so that both transports
// share one implementation, one validation and one error mapping. The same metadata makes the
// OpenAPI document (server/http/openapi.ts), so every route here is documented there.
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../src/shared/schemas/common.ts';
import { cacheHeaders } from '../http/cache.ts';
import { fromProcedureError, logFailure } from '../http/errors.ts';
import type { RequestContextFactory } from '../trpc/context.ts';
import { restBody, type RestRequest } from '../trpc/init.ts';
import { appRouter, createCaller } from '../trpc/root.ts';
import { procedurePolicies } from '../trpc/transport.ts';

type Call = (input: unknown) => Promise<unknown>;

/** `caller.devotion.byDate` for the path "devotion.byDate". */
function procedureOf(caller: ReturnType<typeof createCaller>, path: string): Call {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Call;
}

function defaultInput({ params, query, body }: RestRequest): unknown {
  return { ...restBody(body), ...query, ...params };
}

export function registerRestRoutes(app: FastifyInstance, createContext: RequestContextFactory): void {
  for (const policy of procedurePolicies(appRouter).values()) {
    const rest = policy.rest;
    if (!rest) continue;
    const buildInput = rest.input ?? defaultInput;
    app.route({
      method: rest.method,
      url: rest.path,
      ...(rest.bodyLimit ? { bodyLimit: rest.bodyLimit } : {}),
      handler: async (request, reply) => {
        try {
          const input = buildInput({ params: request.params as Record<string, string>, query: request.query as Record<string, string | undefined>, body: request.body });
          const result = await procedureOf(createCaller(createContext({ req: request, res: reply })), policy.path)(input);
          return reply.headers(cacheHeaders(policy.cache)).send(result ?? null);
        } catch (cause) {
          const { error, answer } = fromProcedureError(cause);
          logFailure(request.log, answer.status, `REST ${rest.method} ${rest.path}`, error);
          return reply.status(answer.status).headers(cacheHeaders('private')).send({ error: answer.message } satisfies ApiError);
        }
      },
    });
  }

  app.all('/api/*', async (request, reply) =>
    reply.status(404).send({ error: `There is no API route ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError),
  );
}
