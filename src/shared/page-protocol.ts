// What the server's HTML and the client that starts in it agree on: the state a
// server-rendered page carries (issue 15): the day it
// was rendered for and the TanStack Query cache it was drawn from, dehydrated by tRPC's
// server-side helpers and serialised with superjson (the tRPC transformer), so the client
// starts with the very data the HTML shows and asks the server for none of it again. The state
// travels in a non-executing <script type="application/json">: the CSP forbids inline scripts.
import type superjson from 'superjson';
import type { IsoDate } from './dates.ts';

/** The attribute of the server's state element that names the day it rendered. */
const RENDERED_DAY_ATTRIBUTE = 'data-today';
/** The element that carries the server's state. */
export const SSR_STATE_ELEMENT_ID = 'lumen-ssr-state';

export interface SsrState {
  /** The server's day when it rendered the page (see src/lib/today.ts). */
  today: IsoDate;
  /** `createServerSideHelpers(...).dehydrate()`: the dehydrated cache, superjson-serialised. */
  queries: ReturnType<typeof superjson.serialize>;
}

/**
 * The <script> element carrying the state; `<` is escaped so no text can close it early. Its
 * day is also an attribute, so the client can compare it with the reader's day without parsing
 * the state.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}" ${RENDERED_DAY_ATTRIBUTE}="${state.today}">${json}</script>`;
}
