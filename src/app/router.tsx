// Spec 2 "Routes".
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AboutRoute } from './routes/about-route.tsx';
import { DevotionRoute } from './routes/devotion-route.tsx';
import { JamesStudyRoute } from './routes/james-study-route.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';

export const routes: RouteObject[] = [
  { path: '/', element: <DevotionRoute /> },
  { path: '/about', element: <AboutRoute /> },
  { path: '/james-study', element: <JamesStudyRoute /> },
  { path: '/james-study/:day', element: <JamesStudyRoute /> },
  { path: '/devotion/:date', element: <DevotionRoute /> },
  { path: '/share/:date', element: <DevotionRoute /> },
  { path: '/:month/:day', element: <DevotionRoute /> },
  { path: '/:date', element: <DevotionRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
