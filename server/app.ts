// The HTTP layer, composed from its concerns: security headers, compression and ETags, the
// same-origin check on writes, tRPC at /trpc, the REST paths under /api, and the built client
// with its link previews.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerOriginCheck } from './auth/origin.ts';
import { createSessions } from './auth/sessions.ts';
import type { Env } from './env.ts';
import { registerClient } from './http/client.ts';
import { fromHttpError, logFailure } from './http/errors.ts';
import { registerApiReference } from './http/openapi-routes.ts';
import { createPublicResponseStore, registerPublicResponseCache, serverFactoryFor } from './http/public-response-cache.ts';
import { registerPreviewImageRoute } from './http/preview-image-route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerRestRoutes } from './rest/plugin.ts';
import { createPostgresThrottleStore, createRedisThrottleStore } from './services/throttle.ts';
import { createContext, createContextInner, type AppDependencies, type HttpExchange, type ServerDependencies } from './trpc/context.ts';
import { registerTrpc } from './trpc/plugin.ts';

export { MAX_BATCH_SIZE } from './trpc/plugin.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'REDIS_URL'>;
  dependencies: AppDependencies;
  /** Folder of the built client; unset serves the API only. */
  clientDir?: string | undefined;
}

/** Sessions and throttling over the app's database (throttling in Redis when REDIS_URL is set). */
export function withAccounts(dependencies: AppDependencies, env: Pick<Env, 'NODE_ENV' | 'REDIS_URL'>): ServerDependencies {
  return {
    ...dependencies,
    sessions: createSessions(dependencies.sql, { secure: env.NODE_ENV === 'production' }),
    throttle: env.REDIS_URL ? createRedisThrottleStore(env.REDIS_URL) : createPostgresThrottleStore(dependencies.sql),
  };
}

export async function buildApp({ env, dependencies, clientDir }: AppOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
  // Stored public answers are written by the HTTP server itself, before Fastify's per-request work.
  const publicResponses = createPublicResponseStore();
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    serverFactory: serverFactoryFor(publicResponses),
  });
  const server = withAccounts(dependencies, env);
  app.addHook('onClose', () => server.throttle.close());
  // Pages and preview images show public content only: no request, no session.
  const createPublicContext = () => createContextInner(server);
  const createRequestContext = (exchange: HttpExchange) => createContext(server, exchange);

  await registerSecurityHeaders(app, { production: env.NODE_ENV === 'production' });
  registerPublicResponseCache(app, publicResponses);
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);

  // Malformed JSON and oversize bodies are the client's fault: say so, as JSON.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const answer = fromHttpError(error);
    logFailure(request.log, answer.status, `${request.method} ${request.url.split('?')[0]}`, error);
    return reply.status(answer.status).send({ error: answer.message });
  });

  registerOriginCheck(app, env.PUBLIC_ORIGIN);
  await registerTrpc(app, createRequestContext);
  registerPreviewImageRoute(app, createPublicContext);
  registerApiReference(app);
  registerRestRoutes(app, createRequestContext);

  if (clientDir && existsSync(join(clientDir, 'index.html'))) {
    await registerClient(app, clientDir, createPublicContext);
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({ error: `Nothing at ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}
