// Spec 2 "Routes": which paths are client screens. The server uses this to answer unknown
// paths with a 404 status (still rendering the client's not-found page) and to put a
// devotion's preview tags into the HTML of devotion routes.
import { monthNumberFromName, resolveRouteDate, type IsoDate, type RouteDateParams } from './dates.ts';

export type ClientRoute =
  | { screen: 'devotion'; params: RouteDateParams }
  | { screen: 'about' }
  | { screen: 'james-study'; day: string | undefined };

/** A /{date} segment: dates are shaped yyyy-MM-dd; anything else is not a devotion route. */
export function isDateShaped(segment: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(segment);
}

export function matchClientRoute(pathname: string): ClientRoute | null {
  const segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  const [first, second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined) return { screen: 'devotion', params: {} };
  if (first === 'about' && second === undefined) return { screen: 'about' };
  if (first === 'james-study') return { screen: 'james-study', day: second };
  if ((first === 'devotion' || first === 'share') && second !== undefined) return { screen: 'devotion', params: { date: second } };
  if (second !== undefined) return monthNumberFromName(first) ? { screen: 'devotion', params: { month: first, day: second } } : null;
  return isDateShaped(first) ? { screen: 'devotion', params: { date: first } } : null;
}

/** The devotion date a client route shows, or null for non-devotion screens. */
export function devotionDateForRoute(route: ClientRoute, today: IsoDate): IsoDate | null {
  return route.screen === 'devotion' ? resolveRouteDate(route.params, today) : null;
}
