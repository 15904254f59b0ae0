// Spec 2 "Routes": the one table of page paths. The client router (src/app/router.tsx) is built
// from it, and the server registers each path as a Fastify route (server/http/client.ts), so a
// page request is resolved once, by the router, into the screen it shows. A path the table
// matches can still be no page (`/foo/bar` is no month and day): `pageRouteFor` says so, and
// the server answers such paths, like those the table does not match, with the client's
// not-found page and status 404.
import { isDateShaped, monthNumberFromName, readRouteDate, type IsoDate, type RouteDate, type RouteDateParams } from './dates.ts';

export type ClientRoute =
  | { screen: 'devotion'; params: RouteDateParams; view?: 'plan' }
  | { screen: 'about' }
  | { screen: 'library' }
  | { screen: 'memory' }
  | { screen: 'james-study'; day: string | undefined };

export type Screen = ClientRoute['screen'];

export interface PageRoute {
  /** A path in the syntax both react-router and Fastify read: `/literal/:param`. */
  path: string;
  screen: Screen;
}

/** In order of precedence, as react-router ranks them (literal segments before parameters). */
export const PAGE_ROUTES = [
  { path: '/', screen: 'devotion' },
  { path: '/about', screen: 'about' },
  { path: '/library', screen: 'library' },
  { path: '/memory', screen: 'memory' },
  // The reading plan view of a date has its own address, so Back, reload and a shared link keep it.
  { path: '/plan', screen: 'devotion' },
  { path: '/plan/:date', screen: 'devotion' },
  { path: '/james-study', screen: 'james-study' },
  { path: '/james-study/:day', screen: 'james-study' },
  { path: '/devotion/:date', screen: 'devotion' },
  { path: '/share/:date', screen: 'devotion' },
  { path: '/:month/:day', screen: 'devotion' },
  { path: '/:date', screen: 'devotion' },
] as const satisfies readonly PageRoute[];

type Params = Readonly<Record<string, string | undefined>>;

/** The screen a table route shows with these (decoded) parameters, or null when they name no page. */
export function pageRouteFor(route: PageRoute, params: Params): ClientRoute | null {
  switch (route.screen) {
    case 'about':
      return { screen: 'about' };
    case 'library':
      return { screen: 'library' };
    case 'memory':
      return { screen: 'memory' };
    case 'james-study':
      return { screen: 'james-study', day: params.day };
    case 'devotion':
      if (route.path.startsWith('/plan'))
        return { screen: 'devotion', params: params.date === undefined ? {} : { date: params.date }, view: 'plan' };
      if (params.month !== undefined && params.day !== undefined) {
        return monthNumberFromName(params.month) ? { screen: 'devotion', params: { month: params.month, day: params.day } } : null;
      }
      if (params.date === undefined) return { screen: 'devotion', params: {} };
      // `/devotion/x` and `/share/x` always show the devotion screen (which says when a date is wrong).
      return route.path === '/:date' && !isDateShaped(params.date) ? null : { screen: 'devotion', params: { date: params.date } };
  }
}

/** The table route a path matches, with its parameters, or null (undecodable paths match none). */
function matchPageRoute(pathname: string): { route: PageRoute; params: Record<string, string> } | null {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) return ((params[part.slice(1)] = segments[index]!), true);
      return part === segments[index];
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The screen a path shows, or null for the not-found page. */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const match = matchPageRoute(pathname);
  return match && pageRouteFor(match.route, match.params);
}

/** The devotion date a client route shows, or null for non-devotion screens. */
export function devotionDateForRoute(route: ClientRoute, today: IsoDate): IsoDate | null {
  return devotionRouteDate(route, today)?.date ?? null;
}

/** The devotion date a client route shows and why it fell back, if it did; null for non-devotion screens. */
export function devotionRouteDate(route: ClientRoute, today: IsoDate): RouteDate | null {
  return route.screen === 'devotion' ? readRouteDate(route.params, today) : null;
}
