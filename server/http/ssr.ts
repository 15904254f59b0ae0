// Server rendering of the client's pages (issue 15): the first HTML holds the whole devotion
// (or James day), readable without JavaScript, and the data it was drawn from, which the
// client hydrates from instead of fetching it again.
//
// - Data: fetched with tRPC's server-side helpers over the app router, so the dehydrated
//   queries carry exactly the keys the client's hooks use (src/lib/ssr-state.ts).
// - Today: a page is rendered for the server's calendar day (its TZ; UTC unless the operator
//   sets one). The client hydrates with that day and then moves to the reader's own day if it
//   differs (src/lib/today.ts), so `/` never mismatches and still opens on the reader's today.
// - Cost: a public page is rendered once per day and path, and then served from memory as
//   ready bytes (identity, gzip, brotli) with an ETag, in the same store as the public API
//   answers (response-store.ts), until the published content changes. Nothing about a user is in it:
//   the render's context has no session, and the signed-in header follows after hydration.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { isJamesStudyDay, jamesStudyDayFromParam } from '../../src/shared/james-study.ts';
import type { SsrState } from '../../src/shared/page-protocol.ts';
import { devotionDateForRoute, type ClientRoute } from '../../src/shared/client-routes.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import type { Context } from '../trpc/context.ts';
import { appRouter } from '../trpc/root.ts';
import { sendStored, storeResponse, type ResponseStore, type StoredResponse } from './response-store.ts';

/** `renderPage` of src/entry-server.tsx, as built into dist/server by `vite build --ssr`. */
export type RenderPage = (path: string, state: SsrState, options?: { signal?: AbortSignal }) => Promise<string>;

/** The server build of the client next to the client build, or null when there is none (API tests). */
export async function loadRenderPage(clientDir: string): Promise<RenderPage | null> {
  const entry = join(clientDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

export interface PrefetchedRoute {
  state: SsrState;
  /** Every query the page shows first was answered: the page may be kept. */
  complete: boolean;
  /** The James day shown, for the page's title. */
  jamesDay: { day: number; title: string } | null;
}

/**
 * The queries a client route runs on its first render, fetched through the same procedures
 * (and inputs) its hooks use: devotion.byDate and devotion.navigation (use-devotion.ts), or
 * james.byDay (use-james-study-day.ts). A failed one is left out: the page then renders its
 * loading state, as the client does, and the client fetches it.
 */
export async function prefetchRoute(route: ClientRoute, today: IsoDate, context: Context): Promise<PrefetchedRoute> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx: context, transformer: superjson });
  const date = devotionDateForRoute(route, today);
  let jamesDay: PrefetchedRoute['jamesDay'] = null;
  const wanted: Promise<unknown>[] = [];
  if (date) {
    wanted.push(helpers.devotion.byDate.fetch({ date }), helpers.devotion.navigation.fetch({ date, today }));
  } else if (route.screen === 'james-study') {
    const day = jamesStudyDayFromParam(route.day);
    if (isJamesStudyDay(day)) wanted.push(helpers.james.byDay.fetch({ day }).then((study) => (jamesDay = { day, title: study.title })));
  }
  const results = await Promise.allSettled(wanted);
  // With a transformer, tRPC's dehydrate returns the state serialised by it (superjson), though
  // its type still names the plain DehydratedState.
  const queries = helpers.dehydrate({
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  }) as unknown as SsrState['queries'];
  const state: SsrState = { today, queries };
  helpers.queryClient.clear();
  return { state, complete: results.every((result) => result.status === 'fulfilled'), jamesDay };
}

/** Time a render may take before the shell is sent instead. */
const RENDER_TIMEOUT_MS = 10_000;

function htmlResponse(html: string): StoredResponse {
  // `no-cache`: browsers revalidate (a 304 is cheap), so a new release or import shows at once.
  return storeResponse('text/html; charset=utf-8', 'no-cache', Buffer.from(html));
}

export interface PageRequest {
  pathname: string;
  /** The client route, or null for an unknown path (the not-found page, status 404). */
  route: ClientRoute | null;
  today: IsoDate;
  context: Context;
  /** The content version the page is made from. */
  version: number;
}

export interface PageRendererOptions {
  renderPage: RenderPage;
  /** Makes the page's HTML around the app's (server/http/html.ts); `jamesDay` is the James day shown, if any. */
  document: (page: { request: PageRequest; appHtml: string; state: SsrState; jamesDay: PrefetchedRoute['jamesDay'] }) => Promise<string>;
  /** What to send when a render fails: the shell, which the client renders by itself. */
  fallback: (request: PageRequest) => Promise<string>;
  /** Where rendered pages are kept (the app's one response store), by day and path. */
  store: ResponseStore;
}

/** Answers a page request with the server-rendered page (kept when public and complete). */
export function createPageRenderer({ renderPage, document, fallback, store }: PageRendererOptions) {
  const rendering = new Map<string, Promise<StoredResponse>>();

  /** The kept page for `key`, else a new render's; concurrent requests share one render. */
  function pageFor(key: string, request: PageRequest, log: FastifyRequest['log']): Promise<StoredResponse> {
    const kept = store.get(key);
    if (kept) return Promise.resolve(kept);
    let inFlight = rendering.get(key);
    if (!inFlight) {
      const version = request.version;
      inFlight = render(request, log).then(({ page, keep }) => {
        if (keep) store.set(key, page, version);
        return page;
      });
      rendering.set(key, inFlight);
      const forget = () => void rendering.delete(key);
      inFlight.then(forget, forget);
    }
    return inFlight;
  }

  async function render(request: PageRequest, log: FastifyRequest['log']): Promise<{ page: StoredResponse; keep: boolean }> {
    try {
      const ready = request.context.isReady();
      const prefetched = request.route && ready ? await prefetchRoute(request.route, request.today, request.context) : null;
      const state = prefetched?.state ?? { today: request.today, queries: superjson.serialize({ mutations: [], queries: [] }) };
      const appHtml = await renderPage(request.pathname, state, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      const html = await document({ request, appHtml, state, jamesDay: prefetched?.jamesDay ?? null });
      // Kept only when it shows what every later reader would see: a known route with its data.
      return { page: htmlResponse(html), keep: Boolean(request.route && prefetched?.complete) };
    } catch (error) {
      log.error({ err: error }, `Server render of ${request.pathname} failed; sending the shell`);
      return { page: htmlResponse(await fallback(request)), keep: false };
    }
  }

  return async (httpRequest: FastifyRequest, reply: FastifyReply, request: PageRequest): Promise<FastifyReply> => {
    const status = request.route ? 200 : 404;
    // Unknown paths are anyone's to invent: rendered each time (cheap, no data), never kept.
    const page = request.route
      ? await pageFor(`page ${request.today} ${request.pathname}`, request, httpRequest.log)
      : (await render(request, httpRequest.log)).page;
    return sendStored(httpRequest, reply, page, status);
  };
}
