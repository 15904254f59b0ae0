// The HTTP layer: security headers, compression, tRPC at /trpc, the REST paths under /api,
// and the built client (long-cached hashed assets, the SPA's HTML for every client route).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { todayIso } from '../src/shared/dates.ts';
import { devotionDateForRoute, matchClientRoute } from '../src/shared/client-routes.ts';
import type { Env } from './env.ts';
import { cacheControl } from './http/cache.ts';
import { renderIndexHtml } from './http/html.ts';
import { registerRestRoutes } from './rest/plugin.ts';
import { getShareInfo } from './services/share.ts';
import { createContextInner, type AppDependencies } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';

/** The client's tRPC link batches at most this many calls (keep in step with src/lib/trpc.ts). */
export const MAX_BATCH_SIZE = 10;
const BODY_LIMIT_BYTES = 64 * 1024;
const PUBLIC_PROCEDURES = /^(devotion|share|strongs|james)\./;

export interface AppOptions {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN'>;
  dependencies: AppDependencies;
  /** Folder of the built client; unset serves the API only. */
  clientDir?: string | undefined;
}

export async function buildApp({ env, dependencies, clientDir }: AppOptions): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const logger: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, trustProxy: env.TRUST_PROXY, routerOptions: { maxParamLength: 200 } });
  const createContext = () => createContextInner(dependencies);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);

  // Malformed JSON and oversize bodies are the client's fault: say so, as JSON.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ error: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
      responseMeta({ paths, errors, type }) {
        const isPublic = type === 'query' && errors.length === 0 && paths?.every((path) => PUBLIC_PROCEDURES.test(path));
        return { headers: { 'cache-control': cacheControl(isPublic ? 'public' : 'private') } };
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  registerRestRoutes(app, createContext);
  app.all('/trpc', async (_request, reply) => reply.status(404).send({ error: 'Name a procedure, for example /trpc/devotion.byDate' }));

  if (clientDir && existsSync(join(clientDir, 'index.html'))) {
    await registerClient(app, clientDir, dependencies);
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({ error: `Nothing at ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}

async function registerClient(app: FastifyInstance, clientDir: string, dependencies: AppDependencies): Promise<void> {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    etag: true,
    setHeaders(res, path) {
      if (path.includes(`${join(clientDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|registerSW\.js)$/.test(path)) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=86400');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: `Nothing at ${request.method} ${pathname}` });
    }
    let route;
    try {
      route = matchClientRoute(pathname);
    } catch {
      route = null; // undecodable path
    }
    const date = route ? devotionDateForRoute(route, todayIso()) : null;
    let preview = null;
    if (date && dependencies.isReady()) {
      // Preview tags are a courtesy: the page must still load when they cannot be made.
      const share = await getShareInfo(dependencies.sql, dependencies.images, dependencies.origin, date).catch(() => null);
      preview = share ? { share, date } : null;
    }
    return reply
      .status(route ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(template, preview));
  });
}
