import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { SEARCH_MIN_LENGTH } from '../../../shared/constants.ts';
import type { StrongsSearchResult } from '../../../shared/schemas/strongs.ts';

/** Typing pauses this long before a search is sent. */
export const STRONGS_SEARCH_DEBOUNCE_MS = 250;

export type StrongsSearchState =
  | { status: 'prompt' }
  | { status: 'too-short' }
  | { status: 'searching' }
  | { status: 'error' }
  | { status: 'empty'; query: string }
  | { status: 'results'; results: StrongsSearchResult[] };

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Spec 5: Strong's search runs from 3 characters, after typing pauses. While a newer query
 * is on its way the previous results stay on screen instead of flickering away.
 */
export function useStrongsSearch(query: string): StrongsSearchState {
  const typed = query.trim();
  const debounced = useDebouncedValue(typed, STRONGS_SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_LENGTH;
  const search = trpc.strongs.search.useQuery({ query: debounced }, { enabled, placeholderData: keepPreviousData });

  if (typed.length === 0) return { status: 'prompt' };
  if (typed.length < SEARCH_MIN_LENGTH) return { status: 'too-short' };
  if (!enabled || search.isPending) return { status: 'searching' };
  if (search.isError) return { status: 'error' };
  if (search.data.length === 0) return search.isPlaceholderData ? { status: 'searching' } : { status: 'empty', query: debounced };
  return { status: 'results', results: search.data };
}
