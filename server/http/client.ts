// The built client: immutable hashed assets, and on every page route (the shared table,
// src/shared/client-routes.ts) the page rendered on the server (server/http/ssr.ts) with the
// devotion's link-preview tags filled in (DECISIONS "Sharing and the web"). Any other GET gets
// the client's not-found page with status 404.
// Without a server build (dist/server, e.g. an API test's stand-in client) the SPA's shell is
// sent instead, with the same tags, and the client renders by itself.
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jamesStudyPageTitle } from '../../src/shared/james-study.ts';
import { ssrStateScript } from '../../src/shared/page-protocol.ts';
import { devotionRouteDate, PAGE_ROUTES, pageRouteFor, type ClientRoute } from '../../src/shared/client-routes.ts';
import { todayIso, type IsoDate } from '../../src/shared/dates.ts';
import { planPageTitle } from '../../src/shared/page-titles.ts';
import type { Context } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { renderIndexHtml, withRenderedApp, withTitle, type PreviewTags } from './html.ts';
import { createRouteModules, firstPageModules, lazyModulesFor, withAppModules } from './route-modules.ts';
import type { ResponseStore } from './response-store.ts';
import { NOTHING_HERE_MESSAGE } from './router-errors.ts';
import { createPageRenderer, loadRenderPage, type PageRequest } from './ssr.ts';

/** The devotion's preview tags; a courtesy, so a page still loads when they cannot be made. */
async function previewTagsFor(route: ClientRoute | null, today: IsoDate, context: Context): Promise<PreviewTags | null> {
  const shown = route ? devotionRouteDate(route, today) : null;
  if (!shown || !context.isReady()) return null;
  const { date, fallback } = shown;
  // The same procedure as GET /api/share/{date}.
  const share = await createCaller(context)
    .share.byDate({ date })
    .catch(() => null);
  return share ? { share, date, noindex: fallback !== null } : null;
}

export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  createContext: () => Context,
  store: ResponseStore,
): Promise<void> {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // The server build sits inside the client's folder; it is the server's, never served.
  const serverBuild = join(clientDir, 'server') + sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    etag: true,
    // Source maps stay on the server's disk for debugging; they are never served. Nor is the
    // build's manifest (.vite/, for route-modules.ts): dot-folders are not served by default.
    allowedPath: (pathname) => !pathname.endsWith('.map') && !join(clientDir, pathname).startsWith(serverBuild),
    setHeaders(res, path) {
      if (path.includes(`${join(clientDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/.test(path)) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=86400');
    },
  });

  const routeModules = createRouteModules(clientDir, template);
  // The page lists its modules rather than linking them: the head script requests them after the
  // first paint (decision 037). The built index.html keeps its links for the offline shell.
  const { page, urls: firstModules } = firstPageModules(template);
  const shell = async ({ route, today, context }: PageRequest) => {
    const preview = await previewTagsFor(route, today, context);
    let html = renderIndexHtml(page, preview);
    // The reading plan view's own address (/plan/{date}) is titled as the plan of that date.
    if (route?.screen === 'devotion' && route.view === 'plan' && preview) html = withTitle(html, planPageTitle(preview.date));
    return withAppModules(html, [...firstModules, ...(route ? routeModules(lazyModulesFor(route, today)) : [])]);
  };
  const renderPage = await loadRenderPage(clientDir);
  const sendPage = renderPage
    ? createPageRenderer({
        renderPage,
        fallback: shell,
        store,
        async document({ request, appHtml, state, jamesDay }) {
          let html = await shell(request);
          if (jamesDay) html = withTitle(html, jamesStudyPageTitle(jamesDay.day, jamesDay.title));
          return withRenderedApp(html, appHtml, ssrStateScript(state));
        },
      })
    : null;

  const answerPage = async (request: FastifyRequest, reply: FastifyReply, route: ClientRoute | null) => {
    const page: PageRequest = {
      pathname: request.url.split('?')[0]!,
      route,
      today: todayIso(),
      context: createContext(),
      version: request.contentVersion,
    };
    if (sendPage) return sendPage(request, reply, page);
    return reply
      .status(route ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await shell(page));
  };

  // One Fastify route per path of the shared table: the router resolves a page request once.
  for (const pageRoute of PAGE_ROUTES) {
    app.get<{ Params: Record<string, string> }>(pageRoute.path, (request, reply) =>
      answerPage(request, reply, pageRouteFor(pageRoute, request.params)),
    );
  }
  // Any other GET is the client's not-found page (status 404), as a reader following a bad link
  // should see; other methods get the API's JSON answer.
  app.get('/*', (request, reply) => answerPage(request, reply, null));
  app.setNotFoundHandler(async (request, reply) => reply.status(404).send({ error: NOTHING_HERE_MESSAGE }));
}
