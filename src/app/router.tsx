// Spec 2 "Routes", from the table the server routes pages by too (src/shared/client-routes.ts).
// The devotion screen is in the first bundle; other pages load on demand.
import { Suspense, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/state-view.tsx';
import { preloadable } from '../lib/preloadable.tsx';
import { PAGE_ROUTES, type Screen } from '../shared/client-routes.ts';
import { DevotionRoute } from './routes/devotion-route.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';

const AboutRoute = preloadable(() => import('./routes/about-route.tsx').then((module) => module.AboutRoute));
const LibraryRoute = preloadable(() => import('./routes/library-route.tsx').then((module) => module.LibraryRoute));
const MemoryRoute = preloadable(() => import('./routes/memory-route.tsx').then((module) => module.MemoryRoute));
const JamesStudyRoute = preloadable(() => import('./routes/james-study-route.tsx').then((module) => module.JamesStudyRoute));

/** The lazily loaded screens, so a page's own screen can be loaded before it is hydrated. */
const LAZY_SCREENS: Partial<Record<Screen, { preload: () => Promise<unknown> }>> = {
  about: AboutRoute,
  library: LibraryRoute,
  memory: MemoryRoute,
  'james-study': JamesStudyRoute,
};

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlay label="Loading..." />}>{children}</Suspense>;
}

/** What each screen of the shared route table (src/shared/client-routes.ts) renders. */
const SCREENS: Record<Screen, ReactNode> = {
  devotion: <DevotionRoute />,
  about: (
    <Lazy>
      <AboutRoute />
    </Lazy>
  ),
  library: (
    <Lazy>
      <LibraryRoute />
    </Lazy>
  ),
  memory: (
    <Lazy>
      <MemoryRoute />
    </Lazy>
  ),
  'james-study': (
    <Lazy>
      <JamesStudyRoute />
    </Lazy>
  ),
};

export const routes: RouteObject[] = [
  ...PAGE_ROUTES.map(({ path, screen }) => ({ path, element: SCREENS[screen] })),
  { path: '*', element: <NotFoundRoute /> },
];

/**
 * The route table under any router: BrowserRouter in the browser (src/main.tsx), StaticRouter
 * on the server (src/entry-server.tsx). The routes need none of the data router's features
 * (loaders, actions, fetchers), and the declarative routers keep its runtime off the first page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the lazily loaded screen `pathname` shows, if any (before hydrating its server HTML). */
export function preloadRouteScreen(pathname: string): Promise<unknown> {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  const screen = PAGE_ROUTES.find((route) => route.path === path)?.screen;
  return (screen && LAZY_SCREENS[screen]?.preload()) || Promise.resolve();
}
