// Spec 2 "Routes". The devotion screen is in the first bundle; other pages load on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/state-view.tsx';
import { DevotionRoute } from './routes/devotion-route.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';

const AboutRoute = lazy(() => import('./routes/about-route.tsx').then((module) => ({ default: module.AboutRoute })));
const JamesStudyRoute = lazy(() => import('./routes/james-study-route.tsx').then((module) => ({ default: module.JamesStudyRoute })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlay label="Loading..." />}>{children}</Suspense>;
}

export const routes: RouteObject[] = [
  { path: '/', element: <DevotionRoute /> },
  { path: '/about', element: <Lazy><AboutRoute /></Lazy> },
  { path: '/james-study', element: <Lazy><JamesStudyRoute /></Lazy> },
  { path: '/james-study/:day', element: <Lazy><JamesStudyRoute /></Lazy> },
  { path: '/devotion/:date', element: <DevotionRoute /> },
  { path: '/share/:date', element: <DevotionRoute /> },
  { path: '/:month/:day', element: <DevotionRoute /> },
  { path: '/:date', element: <DevotionRoute /> },
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

/** The same routes in a data router, for callers that want one. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
