// What a server-rendered page hands to the client (issue 15): the day it was rendered for and
// the TanStack Query cache it was rendered from, dehydrated by tRPC's server-side helpers and
// serialised with superjson (the tRPC transformer), so the client starts with the very data the
// HTML shows and asks the server for none of it again. It travels in a non-executing
// <script type="application/json">: the CSP forbids inline scripts.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import type { IsoDate } from '../shared/dates.ts';
import { RENDERED_DAY_ATTRIBUTE, SSR_STATE_ELEMENT_ID } from './head-boot.ts';

export interface SsrState {
  /** The server's day when it rendered the page (see lib/today.ts). */
  today: IsoDate;
  /** `createServerSideHelpers(...).dehydrate()`: the dehydrated cache, superjson-serialised. */
  queries: ReturnType<typeof superjson.serialize>;
}

/**
 * The <script> element carrying the state; `<` is escaped so no text can close it early. Its
 * day is also an attribute: the head script compares it with the reader's day before the app
 * runs (lib/head-boot.ts), without parsing the state.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}" ${RENDERED_DAY_ATTRIBUTE}="${state.today}">${json}</script>`;
}

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
