// The REST paths of spec point 7: one route for each procedure whose metadata names a path
// (server/trpc/init.ts, TransportMeta), called through createCaller so that both transports
// share one implementation, one validation and one error mapping. The same metadata makes the
// OpenAPI document (server/http/openapi.ts), so every route here is documented there.
import type { AnyProcedure } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../src/shared/schemas/common.ts';
import { cacheHeaders } from '../http/cache.ts';
import { fromProcedureError, logFailure } from '../http/errors.ts';
import { NO_API_ROUTE_MESSAGE } from '../http/router-errors.ts';
import type { RequestContextFactory } from '../trpc/context.ts';
import { restBody, type RestRequest, type TransportMeta } from '../trpc/init.ts';
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

/** The query parameters a REST path reads: its own list, else the input schema's fields not in the path. */
function queryParametersOf(procedure: AnyProcedure, rest: NonNullable<TransportMeta['rest']>): readonly string[] {
  if (rest.query) return rest.query;
  const [input] = procedure._def.inputs as unknown[];
  const inPath = new Set([...rest.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  return input instanceof z.ZodObject ? Object.keys(input.shape).filter((name) => !inPath.has(name)) : [];
}

/** Only the parameters the path reads: the answer then depends on nothing its stored key leaves out. */
function knownQuery(query: Record<string, string | undefined>, names: readonly string[]): Record<string, string | undefined> {
  const known: Record<string, string | undefined> = {};
  for (const name of names) if (Object.hasOwn(query, name)) known[name] = query[name];
  return known;
}

export function registerRestRoutes(app: FastifyInstance, createContext: RequestContextFactory): void {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  for (const policy of procedurePolicies(appRouter).values()) {
    const rest = policy.rest;
    if (!rest) continue;
    const buildInput = rest.input ?? defaultInput;
    const queryNames = queryParametersOf(procedures[policy.path]!, rest);
    const storable = rest.method === 'GET' && policy.cache === 'public';
    app.route({
      method: rest.method,
      url: rest.path,
      ...(storable ? { config: { storeQuery: queryNames } } : {}),
      ...(rest.bodyLimit ? { bodyLimit: rest.bodyLimit } : {}),
      handler: async (request, reply) => {
        try {
          const input = buildInput({
            params: request.params as Record<string, string>,
            query: knownQuery(request.query as Record<string, string | undefined>, queryNames),
            body: request.body,
          });
          const result = await procedureOf(createCaller(createContext({ req: request, res: reply })), policy.path)(input);
          return reply.headers(cacheHeaders(policy.cache)).send(result ?? null);
        } catch (cause) {
          const { error, answer } = fromProcedureError(cause);
          logFailure(request.log, answer.status, `REST ${rest.method} ${rest.path}`, error);
          return reply
            .status(answer.status)
            .headers(cacheHeaders('private'))
            .send({ error: answer.message } satisfies ApiError);
        }
      },
    });
  }

  app.all('/api/*', async (request, reply) => reply.status(404).send({ error: NO_API_ROUTE_MESSAGE } satisfies ApiError));
}
