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
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}" ${RENDERED_DAY_ATTRIBUTE}="${state.today}">${inertJson(state)}</script>`;
}

/** The element, in <head>, that lists the app's modules for the head script to request. */
export const APP_MODULES_ELEMENT_ID = 'lumen-app-modules';

/**
 * The app's modules for a page, in a non-executing <script>: the entry first, then the chunks
 * it and the page's lazily loaded screen import. The head script (src/lib/head-boot.ts) requests
 * them once the first frame is painted (decision 037), so they never share the network with
 * the stylesheet and the picture the page is painted with.
 */
export function appModulesScript(urls: readonly string[]): string {
  return `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${inertJson(urls)}</script>`;
}

/** JSON that no text in it can end early inside a <script> element. */
function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
