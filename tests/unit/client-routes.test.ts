import { describe, expect, it } from 'vitest';
import { devotionDateForRoute, matchClientRoute, PAGE_ROUTES, pageRouteFor } from '../../src/shared/client-routes.ts';

describe('matchClientRoute (spec 2 route table)', () => {
  it.each([
    ['/', { screen: 'devotion', params: {} }],
    ['/about', { screen: 'about' }],
    ['/library', { screen: 'library' }],
    ['/james-study', { screen: 'james-study', day: undefined }],
    ['/james-study/12', { screen: 'james-study', day: '12' }],
    ['/devotion/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
    ['/share/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
    ['/january/5', { screen: 'devotion', params: { month: 'january', day: '5' } }],
    ['/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
    ['/plan', { screen: 'devotion', params: {}, view: 'plan' }],
    ['/plan/2025-03-10', { screen: 'devotion', params: { date: '2025-03-10' }, view: 'plan' }],
  ])('%s is a client screen', (path, expected) => {
    expect(matchClientRoute(path)).toEqual(expected);
  });

  it.each(['/nowhere', '/foo/bar', '/2025-01-05/extra/more', '/about/me', '/library/bookmarks'])('%s is not found', (path) => {
    expect(matchClientRoute(path)).toBeNull();
  });

  it('gives the devotion date of a route', () => {
    expect(devotionDateForRoute(matchClientRoute('/march/3')!, '2026-11-21')).toBe('2026-03-03');
    expect(devotionDateForRoute(matchClientRoute('/about')!, '2026-11-21')).toBeNull();
  });

  it('resolves a table route with the parameters a router decoded', () => {
    const byPath = (path: string) => PAGE_ROUTES.find((route) => route.path === path)!;
    expect(pageRouteFor(byPath('/:month/:day'), { month: 'march', day: '3' })).toEqual({
      screen: 'devotion',
      params: { month: 'march', day: '3' },
    });
    expect(pageRouteFor(byPath('/:month/:day'), { month: 'foo', day: 'bar' })).toBeNull();
    expect(pageRouteFor(byPath('/:date'), { date: 'nowhere' })).toBeNull();
    expect(pageRouteFor(byPath('/share/:date'), { date: 'not-a-date' })).toEqual({ screen: 'devotion', params: { date: 'not-a-date' } });
  });

  it('matches no page for an undecodable path', () => {
    expect(matchClientRoute('/%E0%A4%A')).toBeNull();
  });
});
