// The REST paths of spec point 7, each mapped onto the tRPC procedure that implements it,
// so every operation exists once and both transports share validation and errors.
import type { createCaller } from '../trpc/root.ts';

type Caller = ReturnType<typeof createCaller>;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Public content may be cached by browsers and CDNs; anything about a user may not. */
  cache: 'public' | 'private';
  call: (caller: Caller, request: RestRequest) => Promise<unknown>;
}

export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/devotions/search',
    cache: 'public',
    call: (caller, { query }) => caller.devotion.search({ query: query.q ?? query.query ?? '' }),
  },
  {
    method: 'GET',
    url: '/api/devotions/:date/navigation',
    cache: 'public',
    call: (caller, { params, query }) => caller.devotion.navigation({ date: params.date!, today: query.today }),
  },
  {
    method: 'GET',
    url: '/api/devotions/:date',
    cache: 'public',
    call: (caller, { params }) => caller.devotion.byDate({ date: params.date! }),
  },
  {
    method: 'GET',
    url: '/api/share/:date',
    cache: 'public',
    call: (caller, { params }) => caller.share.byDate({ date: params.date! }),
  },
  {
    method: 'GET',
    url: '/api/strongs/search/:query',
    cache: 'public',
    call: (caller, { params }) => caller.strongs.search({ query: params.query! }),
  },
  {
    method: 'GET',
    url: '/api/strongs/:strongsNumber',
    cache: 'public',
    call: (caller, { params }) => caller.strongs.byNumber({ strongsNumber: params.strongsNumber! }),
  },
  {
    method: 'GET',
    url: '/api/james-studies',
    cache: 'public',
    call: (caller) => caller.james.list(),
  },
  {
    method: 'GET',
    url: '/api/james-studies/:day',
    cache: 'public',
    call: (caller, { params }) => caller.james.byDay({ day: params.day! }),
  },
];
