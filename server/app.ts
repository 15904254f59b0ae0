// The HTTP layer, composed from its concerns: security headers, compression and ETags, the
// same-origin check on writes, tRPC at /trpc, the REST paths under /api, and the built client
// with its link previews.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerOriginCheck } from './auth/origin.ts';
import { createSessions } from './auth/sessions.ts';
import type { PreviewImages } from './services/preview-image-queue.ts';
import type { Env } from './env.ts';
import { registerClient } from './http/client.ts';
import { capConnections, CONNECTION_LIMITS, connectionOptions, type ConnectionLimits } from './http/connection-limits.ts';
import { fromHttpError, logFailure } from './http/errors.ts';
import { registerApiReference } from './http/openapi-routes.ts';
import { registerPreviewImageRoute } from './http/preview-image-route.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerReminderRoutes } from './http/reminder-routes.ts';
import { createResponseStore, registerResponseStore } from './http/response-store.ts';
import { fastifyTrustProxy, registerProxyTrustWarnings } from './http/proxy-trust.ts';
import { clientErrorHandler, NOTHING_HERE_MESSAGE, routerErrorHandler } from './http/router-errors.ts';
import { inlineScriptsOf, registerSecurityHeaders, securityHeadersOf, securityHeadersSetter } from './http/security-headers.ts';
import { registerRestRoutes } from './rest/plugin.ts';
import { contentVersion } from './services/content-snapshot.ts';
import { createPostgresThrottleStore, createRedisThrottleStore } from './services/throttle.ts';
import { createContext, createContextInner, type AppDependencies, type HttpExchange, type ServerDependencies } from './trpc/context.ts';
import { registerTrpc } from './trpc/plugin.ts';

export { MAX_BATCH_SIZE } from './trpc/plugin.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'REDIS_URL'> & Partial<Pick<Env, 'RATE_LIMIT_FACTOR'>>;
  dependencies: AppDependencies;
  /** Folder of the built client; unset serves the API only. */
  clientDir?: string | undefined;
  /** Request time and connection limits; CONNECTION_LIMITS unless a test shortens them. */
  connections?: Partial<ConnectionLimits>;
  /** The preview images and their render queue; PREVIEW_LIMITS with a worker pool unless a test brings its own. */
  previewImages?: PreviewImages;
}

/** Sessions and throttling over the app's database (throttling in Redis when REDIS_URL is set). */
export function withAccounts(
  dependencies: AppDependencies,
  env: Pick<Env, 'NODE_ENV' | 'REDIS_URL' | 'PUBLIC_ORIGIN'>,
): ServerDependencies {
  const secure = env.NODE_ENV === 'production';
  return {
    ...dependencies,
    // `__Host-` in production over https (issue 27 item 8); a plain-http origin could not set it.
    sessions: createSessions(dependencies.sql, { secure, hostPrefix: secure && env.PUBLIC_ORIGIN.startsWith('https://') }),
    throttle: env.REDIS_URL ? createRedisThrottleStore(env.REDIS_URL) : createPostgresThrottleStore(dependencies.sql),
  };
}

export async function buildApp({ env, dependencies, clientDir, connections, previewImages }: AppOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
  const page = clientDir && existsSync(join(clientDir, 'index.html')) ? readFileSync(join(clientDir, 'index.html'), 'utf8') : null;
  const securityHeaders = { production: env.NODE_ENV === 'production', inlineScripts: page ? inlineScriptsOf(page) : [] };
  const limits = { ...CONNECTION_LIMITS, ...connections };
  const app = Fastify({
    logger,
    ...connectionOptions(limits),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: routerErrorHandler(securityHeadersSetter(securityHeaders)),
    clientErrorHandler: clientErrorHandler(securityHeadersOf(securityHeaders)),
  });
  registerProxyTrustWarnings(app, { trustProxy: env.TRUST_PROXY, production: env.NODE_ENV === 'production' });
  capConnections(app, limits);
  const server = withAccounts(dependencies, env);
  app.addHook('onClose', () => server.throttle.close());
  // Pages and preview images show public content only: no request, no session.
  const createPublicContext = () => createContextInner(server);
  const createRequestContext = (exchange: HttpExchange) => createContext(server, exchange);

  // Public answers and pages, kept as ready bytes while the published content is unchanged. A
  // stored answer is sent first, before the rate limits: it costs the server next to nothing.
  const version = () => contentVersion(dependencies.sql);
  const responses = createResponseStore(version);
  registerResponseStore(app, responses, version);
  await registerSecurityHeaders(app, securityHeaders);
  await registerRateLimits(app, { sql: dependencies.sql, redisUrl: env.REDIS_URL, factor: env.RATE_LIMIT_FACTOR });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);

  // Malformed JSON and oversize bodies are the client's fault: say so, as JSON.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const answer = fromHttpError(error);
    logFailure(request.log, answer.status, `${request.method} ${request.url.split('?')[0]}`, error);
    return reply.status(answer.status).send({ error: answer.message });
  });

  registerOriginCheck(app, env.PUBLIC_ORIGIN, { production: env.NODE_ENV === 'production' });
  await registerTrpc(app, createRequestContext);
  registerPreviewImageRoute(app, createPublicContext, previewImages);
  registerReminderRoutes(app, createPublicContext);
  registerApiReference(app);
  registerRestRoutes(app, createRequestContext);

  if (clientDir && page) {
    await registerClient(app, clientDir, createPublicContext, responses);
  } else {
    app.setNotFoundHandler(async (request, reply) => reply.status(404).send({ error: NOTHING_HERE_MESSAGE }));
  }
  return app;
}
