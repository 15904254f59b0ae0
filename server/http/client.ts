// The built client: immutable hashed assets, and the SPA's HTML on every client route with
// the devotion's link-preview tags filled in (DECISIONS "Sharing and the web"). Unknown
// paths get the client's not-found page with status 404.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { devotionDateForRoute, matchClientRoute } from '../../src/shared/client-routes.ts';
import { todayIso } from '../../src/shared/dates.ts';
import type { Context } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { renderIndexHtml } from './html.ts';

export async function registerClient(app: FastifyInstance, clientDir: string, createContext: () => Context): Promise<void> {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    etag: true,
    // Source maps stay on the server's disk for debugging; they are never served.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
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
    const context = createContext();
    let preview = null;
    if (date && context.isReady()) {
      // The same procedure as GET /api/share/{date}. Preview tags are a courtesy: the page
      // must still load when they cannot be made.
      const share = await createCaller(context).share.byDate({ date }).catch(() => null);
      preview = share ? { share, date } : null;
    }
    return reply
      .status(route ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(template, preview));
  });
}
