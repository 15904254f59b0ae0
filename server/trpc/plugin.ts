// tRPC over HTTP at /trpc: batching bounded, cache headers from each procedure's metadata,
// failures logged through the one error mapping.
//
// This is tRPC's Fastify adapter less one step: the adapter hands Fastify the fetch Response
// itself, so every answer left as a stream, which neither @fastify/etag nor the public
// response cache can read. Here a JSON answer is read into a Buffer first (tRPC built it from
// one string anyway), so public tRPC reads are stored and served as ready bytes like REST.
import type { IncomingMessage } from 'node:http';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCodeFromError, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheHeaders } from '../http/cache.ts';
import { logFailure } from '../http/errors.ts';
import type { RequestContextFactory } from './context.ts';
import { appRouter } from './root.ts';
import { isPublicResponse, procedurePolicies, wantsStreamedAnswer } from './transport.ts';

/** The client's tRPC link batches at most this many calls (keep in step with src/lib/trpc.ts). */
export const MAX_BATCH_SIZE = 10;

/** The query parameters tRPC reads on a GET: the key of a stored public answer (response-store.ts). */
const TRPC_QUERY = ['batch', 'input'] as const;

async function sendResponse(reply: FastifyReply, response: Response, streamed: boolean): Promise<FastifyReply> {
  reply.status(response.status);
  // Cookies never travel in tRPC's Response here: the context sets them on the reply.
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  if (streamed || response.headers.get('content-type') !== 'application/json') return reply.send(response);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * The procedure path as the client sent it, still percent-encoded. tRPC decodes the path
 * itself, as its own adapters expect; given Fastify's decoded `:path`, it decoded a second
 * time, and a name such as `a%25zz` (`a%zz` once decoded) threw a URIError, a 500.
 */
function encodedProcedurePath(url: string): string {
  const pathname = url.split('?', 1)[0]!;
  return pathname.slice(pathname.indexOf('/trpc/') + '/trpc/'.length);
}

export async function registerTrpc(app: FastifyInstance, createContext: RequestContextFactory): Promise<void> {
  const policies = procedurePolicies(appRouter);
  await app.register(async (scope) => {
    // tRPC reads its own request bodies: hand it the JSON as text (as its adapter does), in
    // this scope only, so the REST routes keep Fastify's parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.all<{ Params: { path: string } }>('/trpc/:path', { config: { storeQuery: TRPC_QUERY } }, async (request, reply) => {
      const raw = request.raw as IncomingMessage & { body?: unknown };
      raw.body = request.body;
      const streamed = wantsStreamedAnswer(raw.headers);
      const response = await resolveResponse({
        router: appRouter,
        req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
        path: encodedProcedurePath(request.raw.url ?? request.url),
        error: null,
        maxBatchSize: MAX_BATCH_SIZE,
        createContext: async () => createContext({ req: request, res: reply }),
        onError({ error, path }) {
          logFailure(app.log, getHTTPStatusCodeFromError(error), `tRPC ${path ?? '(unknown procedure)'}`, error);
        },
        responseMeta({ paths, errors, eagerGeneration }) {
          // A streamed answer sends its headers before any call has finished: never public.
          const isPublic = !eagerGeneration && isPublicResponse(policies, paths, errors.length > 0);
          return { headers: cacheHeaders(isPublic ? 'public' : 'private') };
        },
      });
      return sendResponse(reply, response, streamed);
    });
  });
  app.all('/trpc', async (_request, reply) => reply.status(404).send({ error: 'Name a procedure, for example /trpc/devotion.byDate' }));
}
