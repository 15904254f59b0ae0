// Starts the app on the page (decision 008): after the first paint, for every visitor. A
// server-rendered page is hydrated by React in a transition (src/entry-server.tsx drew it):
// the header and the day's controls first, the long reading text (in Suspense boundaries of
// its own, components/ui/reading-text.tsx) in small slices afterwards. A tap on a part not
// hydrated yet makes React hydrate that part at once and then handle the tap.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { TabbedSections } from '../features/devotion/components/devotion-card.tsx';
import { studyLayoutFor } from '../shared/study-layout.ts';
import { handEarlyKeysToApp, handEarlyPointerInputToReact } from '../lib/early-input.ts';
import { whenIdle } from '../lib/idle.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { hydrateQueries, readSsrState } from '../lib/ssr-state.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { devotionDateForRoute, matchClientRoute } from '../shared/client-routes.ts';
import type { IsoDate } from '../shared/dates.ts';
import { prefetchFirstPresses } from './first-presses.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, preloadRouteScreen } from './router.tsx';

/**
 * The lazily loaded screen the page shows (the James study, a tabbed day's tabs): loaded before
 * hydration, so that React can hydrate any part the reader taps at once. The server lists their
 * chunks as module preloads, so they are usually here already.
 */
function preloadScreen(pathname: string, renderedToday: IsoDate): Promise<unknown> {
  const route = matchClientRoute(pathname);
  const date = route && devotionDateForRoute(route, renderedToday);
  return Promise.all([preloadRouteScreen(pathname), date && studyLayoutFor(date) === 'tabbed' ? TabbedSections.preload() : null]);
}

/** Resolves once the browser has painted a frame (at once for a page nobody sees yet). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Marks when the first render (or hydration) has committed: the timing stays in the browser. */
function FirstCommitMark({ name, timing }: { name: string; timing: { listeningSince: number } }) {
  // Passive effects run children first, in order: the app's own listeners are in place by now.
  useEffect(() => {
    performance.mark(name);
    // Keys go to shortcuts, which listen from the effects of the part that owns them: the
    // parts in Suspense boundaries (the James study) hydrate after this commit, by the time the
    // browser is next idle.
    const root = document.getElementById('root');
    whenIdle(() => {
      if (root) handEarlyKeysToApp(root, timing.listeningSince);
      prefetchFirstPresses();
    });
  }, [name, timing]);
  return null;
}

export async function startApp(rootElement: HTMLElement): Promise<void> {
  // A page the server rendered carries the queries it was drawn from: the cache starts with
  // them, so hydration draws the same HTML and fetches none of it again. The precached shell
  // (offline) has none and renders from scratch.
  const state = readSsrState(document);
  const queryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state);
  const hydrating = state !== null && rootElement.hasChildNodes();
  if (hydrating) await Promise.all([preloadScreen(window.location.pathname, state.today).catch(() => undefined), afterFirstPaint()]);
  else await yieldToBrowser();

  // Set below, once React listens: the time from which keys reached it.
  const timing = { listeningSince: Number.POSITIVE_INFINITY };
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedToday={state?.today ?? null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <FirstCommitMark name={hydrating ? 'lumen:hydrated' : 'lumen:rendered'} timing={timing} />
    </StrictMode>
  );
  if (hydrating) {
    performance.mark('lumen:hydration-start');
    // As a transition, hydration works in short slices and the page stays responsive.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
  timing.listeningSince = handEarlyPointerInputToReact();
}
