// server/auth/origin.ts on a bare Fastify app: a request that may change state reaches the
// tRPC and REST handlers only from our own pages (tests/api/origin.test.ts drives the real app).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_MESSAGE, registerOriginCheck } from '../../server/auth/origin.ts';

const PUBLIC_ORIGIN = 'https://lumen.example';
const FOREIGN = { origin: 'https://evil.example' };

let app: FastifyInstance;
/** Requests that reached a handler, as "METHOD url". */
let handled: string[];

beforeEach(async () => {
  handled = [];
  app = Fastify();
  registerOriginCheck(app, PUBLIC_ORIGIN);
  app.all('/*', async (request) => {
    handled.push(`${request.method} ${request.url}`);
    return { ok: true };
  });
  await app.ready();
});
afterEach(() => app.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

function send(method: Method, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method, url, headers });
}

describe('a write from another site', () => {
  it.each([
    ['POST', '/trpc/auth.login'],
    ['POST', '/trpc/bookmark.add,highlight.create?batch=1'],
    ['POST', '/trpc'],
    ['POST', '/trpc?batch=1'],
    ['PUT', '/api/notes/1'],
    ['PATCH', '/api/journal/2025-01-05'],
    ['DELETE', '/api/bookmarks/1'],
    ['POST', '/api'],
    ['POST', '/api?x=1'],
  ] as const)('%s %s is refused with 403 before any handler runs', async (method, url) => {
    const response = await send(method, url, FOREIGN);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: CROSS_ORIGIN_MESSAGE });
    expect(handled).toEqual([]);
  });

  it('is refused with an answer no cache keeps', async () => {
    const response = await send('POST', '/api/auth/logout', FOREIGN);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-lumen-cache']).toBeUndefined();
  });

  it('tells the reader where a write must come from', () => {
    expect(CROSS_ORIGIN_MESSAGE).toMatch(/LUMEN page/);
  });

  it.each([
    ['an Origin that is not a URL', { origin: 'not a url' }],
    ['an empty Origin', { origin: '' }],
    ['Origin: null (a sandboxed frame or a file)', { origin: 'null' }],
    ['our host on another port', { origin: 'https://lumen.example:8443' }],
    ['our host over plain http', { origin: 'http://lumen.example' }],
  ])('with %s is refused', async (_case, headers) => {
    expect((await send('POST', '/api/auth/login', headers)).statusCode).toBe(403);
    expect(handled).toEqual([]);
  });
});

describe('what passes', () => {
  it.each([
    ['Origin is PUBLIC_ORIGIN', { origin: PUBLIC_ORIGIN }],
    ['Origin is PUBLIC_ORIGIN written with a trailing slash', { origin: `${PUBLIC_ORIGIN}/` }],
    ['Origin is the host the request was sent to (a LAN address)', { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' }],
    ['the browser says Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('a write where %s', async (_case, headers) => {
    expect((await send('POST', '/api/auth/login', headers)).statusCode).toBe(200);
    expect(handled).toEqual(['POST /api/auth/login']);
  });

  it.each(['GET', 'HEAD'] as const)('a %s from anywhere: reads change nothing (tRPC queries are GETs)', async (method) => {
    expect((await send(method, '/trpc/devotion.byDate', FOREIGN)).statusCode).toBe(200);
    expect((await send(method, '/api/devotions/2025-01-05', FOREIGN)).statusCode).toBe(200);
  });

  it.each([['/share-target'], ['/apiary'], ['/trpcx/call']])(
    'a POST to %s, which is not an API path, is left to its own route',
    async (url) => {
      expect((await send('POST', url, FOREIGN)).statusCode).toBe(200);
    },
  );
});

describe('other methods that may change state', () => {
  it('OPTIONS from another site is refused too (only GET and HEAD are reads)', async () => {
    expect((await send('OPTIONS', '/api/notes/1', FOREIGN)).statusCode).toBe(403);
  });
});
