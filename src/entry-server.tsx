// The server render of the client (issue 15): the same routes and providers as src/main.tsx,
// drawn to HTML under react-router's StaticRouter by React's static prerender, which waits for
// every lazy part, so the first HTML holds the whole page. Built by `vite build --ssr` (the
// vanilla-extract plugin gives the same class names as the client build) and called by
// server/http/ssr.ts with the data already fetched: rendering never asks the network.
import { httpLink } from '@trpc/client';
import { StrictMode } from 'react';
import superjson from 'superjson';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { hydrateQueries, type SsrState } from './lib/ssr-state.ts';
import { trpc } from './lib/trpc.ts';
import './styles/global.css.ts';

// Anything not prefetched renders in its loading state, exactly as the client first does:
// a query reaching for the network during a server render is a bug, and says so.
const noNetworkClient = trpc.createClient({
  links: [
    httpLink({
      url: '/trpc',
      transformer: superjson,
      fetch: (url) => Promise.reject(new Error(`No requests during a server render (${String(url)})`)),
    }),
  ],
});

const RADIX_PANEL_STYLE = ' style="animation-duration:0s"';

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML inside #root for `path` (pathname and search), drawn from `state`'s queries. */
export async function renderPage(path: string, state: SsrState, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, state);
  // React would draw a failed part as a hole for the client to fill, and the client would then
  // log a hydration error: a page with any failure is not sent (the server sends the shell).
  let failure: unknown = null;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient} trpcClient={noNetworkClient} renderedToday={state.today}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Every boundary inline, in order: React would otherwise move large ones to the end of
      // the document and put them in place with inline scripts, which the CSP forbids.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void (failure ??= error),
        ...(signal ? { signal } : {}),
      },
    );
    // Radix Tabs marks the selected panel's first render `style="animation-duration:0s"` (to skip a
    // mount animation the app does not have); the CSP's style-src refuses style attributes in HTML
    // and would report it, so it is left out. The client does not restore attributes on hydration.
    const html = (await readAll(prelude)).replaceAll(RADIX_PANEL_STYLE, '');
    if (failure) throw failure;
    if (!html) throw new Error(`The render of ${path} came out empty`);
    return html;
  } finally {
    // Drop the queries (and their garbage-collection timers) with the render.
    queryClient.clear();
  }
}
