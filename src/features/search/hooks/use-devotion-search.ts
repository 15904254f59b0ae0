import { useDeferredValue } from 'react';
import { SEARCH_MIN_LENGTH } from '../../../shared/constants.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Spec 5 and 7: search runs from 3 characters, cached 10 minutes, no refetch on focus. */
export function useDevotionSearch(query: string) {
  const deferred = useDeferredValue(query.trim());
  const enabled = deferred.length >= SEARCH_MIN_LENGTH;
  const search = trpc.devotion.search.useQuery({ query: deferred }, { enabled, staleTime: 10 * 60_000, refetchOnWindowFocus: false });
  return { search, enabled, query: deferred };
}
