// The client's side of what a server-rendered page hands over (src/shared/page-protocol.ts):
// reading the state from the page and filling a query client with it.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '../shared/page-protocol.ts';

export type { SsrState } from '../shared/page-protocol.ts';

/** The state of a server-rendered page, or null for the plain shell (offline, or no SSR). */
export function readSsrState(document: Document): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** Fills a query client with the queries the page was rendered from (server and client alike). */
export function hydrateQueries(queryClient: QueryClient, state: SsrState): void {
  hydrate(queryClient, superjson.deserialize<DehydratedState>(state.queries));
}
