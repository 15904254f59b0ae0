import { describe, expect, it } from 'vitest';
import { devotionDateForRoute, matchClientRoute } from '../../src/shared/client-routes.ts';

describe('matchClientRoute (spec 2 route table)', () => {
  it.each([
    ['/', { screen: 'devotion', params: {} }],
    ['/about', { screen: 'about' }],
    ['/james-study', { screen: 'james-study', day: undefined }],
    ['/james-study/12', { screen: 'james-study', day: '12' }],
    ['/devotion/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
    ['/share/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
    ['/january/5', { screen: 'devotion', params: { month: 'january', day: '5' } }],
    ['/2025-01-05', { screen: 'devotion', params: { date: '2025-01-05' } }],
  ])('%s is a client screen', (path, expected) => {
    expect(matchClientRoute(path)).toEqual(expected);
  });

  it.each(['/nowhere', '/foo/bar', '/2025-01-05/extra/more', '/about/me'])('%s is not found', (path) => {
    expect(matchClientRoute(path)).toBeNull();
  });

  it('gives the devotion date of a route', () => {
    expect(devotionDateForRoute(matchClientRoute('/march/3')!, '2026-11-21')).toBe('2026-03-03');
    expect(devotionDateForRoute(matchClientRoute('/about')!, '2026-11-21')).toBeNull();
  });
});
