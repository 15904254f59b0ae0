// The rules of the public response store on their own, without a database: which answers may
// be kept (and which never), what a kept answer repeats (ETag, Cache-Control, Vary, also on a
// 304), what is compressed, its key, and its tie to the content version. Mutation testing showed
// these unchecked by the end-to-end API tests.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_CACHE_HEADER } from '../../server/http/cache.ts';
import {
  createResponseStore,
  matchesEtag,
  registerResponseStore,
  storeResponse,
  withCompressedForms,
} from '../../server/http/response-store.ts';

const PUBLIC = {
  'cache-control': 'public, max-age=60',
  [SERVICE_WORKER_CACHE_HEADER]: 'public',
  'content-type': 'application/json; charset=utf-8',
};
const LONG_BODY = JSON.stringify({ text: 'Grace upon grace, a body worth compressing. '.repeat(40) });

interface Answer {
  method?: 'GET' | 'POST';
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** The query parameters the route reads (its stored answers' key); default none. */
  storeQuery?: readonly string[];
}

/** An app with one route answering as told, behind the store; counts how often the route ran. */
async function appAnswering(answer: Answer = {}, contentVersion = () => 1) {
  const app = Fastify();
  registerResponseStore(app, createResponseStore(contentVersion), contentVersion);
  let runs = 0;
  app.route({
    method: answer.method ?? 'GET',
    url: answer.path ?? '/api/thing',
    ...(answer.path === '/elsewhere' ? {} : { config: { storeQuery: answer.storeQuery ?? [] } }),
    handler: async (_request, reply) => {
      runs++;
      reply.code(answer.status ?? 200).headers({ ...PUBLIC, ...answer.headers });
      return answer.body ?? JSON.stringify({ run: runs });
    },
  });
  await app.ready();
  const call = (headers: Record<string, string> = {}) =>
    app.inject({ method: answer.method ?? 'GET', url: answer.path ?? '/api/thing', headers });
  return { app, call, runs: () => runs };
}

describe('which answers are kept', () => {
  it('keeps a public GET under /api/: the second read does not reach the route', async () => {
    const { call, runs } = await appAnswering();
    await call();
    expect((await call()).json()).toEqual({ run: 1 });
    expect(runs()).toBe(1);
  });

  it.each<[string, Answer]>([
    ['an error, whatever its headers say', { status: 404 }],
    ['an answer that sets a cookie', { headers: { 'set-cookie': 'lumen_session=abc; HttpOnly' } }],
    ['an answer the service worker may not keep', { headers: { [SERVICE_WORKER_CACHE_HEADER]: 'private' } }],
    ['an answer whose Cache-Control is not public', { headers: { 'cache-control': 'private, no-store' } }],
    ['an answer already encoded by its route', { headers: { 'content-encoding': 'identity' } }],
    ['a public answer from a route that does not say which query it reads', { path: '/elsewhere' }],
    ['a POST', { method: 'POST' }],
  ])('never keeps %s', async (_what, answer) => {
    const { call, runs } = await appAnswering(answer);
    await call();
    await call();
    expect(runs()).toBe(2);
  });
});

describe('what a kept answer repeats', () => {
  it('answers If-None-Match with a 304 that still carries its ETag, Cache-Control and Vary', async () => {
    const { call, runs } = await appAnswering({ headers: { vary: 'Origin' } });
    const first = await call();
    for (const ifNoneMatch of [first.headers.etag as string, '*']) {
      const notModified = await call({ 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      expect(notModified.headers['cache-control']).toBe(PUBLIC['cache-control']);
      expect(notModified.headers.vary).toBe('Origin, accept-encoding');
      // RFC 9110 15.4.5: a 304 has no body, and no Content-Length of one.
      expect(notModified.headers['content-length']).toBeUndefined();
    }
    expect(runs()).toBe(1);
  });

  it.each([
    ['Origin', 'Origin, accept-encoding'],
    [' Origin ,Accept-Encoding', 'Origin, Accept-Encoding'],
    ['*', '*'],
  ])('adds accept-encoding to Vary %j once: %j, on the first answer and its copies', async (vary, expected) => {
    const { call } = await appAnswering({ headers: { vary } });
    expect((await call()).headers.vary).toBe(expected);
    expect((await call()).headers.vary).toBe(expected);
  });

  it('leaves a small answer uncompressed, even when the reader accepts gzip and brotli', async () => {
    const { call } = await appAnswering({ body: JSON.stringify({ short: true }) });
    for (const answer of [await call({ 'accept-encoding': 'gzip, br' }), await call({ 'accept-encoding': 'gzip, br' })]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual({ short: true });
    }
  });

  it('compresses a larger answer in the form asked for, first answer and copies alike', async () => {
    const { call } = await appAnswering({ body: LONG_BODY });
    expect((await call({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await call({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await call({ 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });
});

describe('a large answer (compressed off the main thread)', () => {
  const LARGE_BODY = JSON.stringify({
    results: Array.from({ length: 800 }, (_, index) => `Result ${index}: grace upon grace, light upon light.`),
  });

  it('goes out compressed the first time in the form asked for, and uncompressed to a reader who asks for none', async () => {
    expect(LARGE_BODY.length).toBeGreaterThan(32 * 1024);
    const { call } = await appAnswering({ body: LARGE_BODY });
    const first = await call({ 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^W\//);
    const plain = await call();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_BODY);
  });
});

describe('the store and the content version', () => {
  it('never sends an answer made from an older version, and empties itself when the version moves', async () => {
    let version = 1;
    const { call, runs } = await appAnswering({}, () => version);
    await call();
    await call();
    expect(runs()).toBe(1);
    version = 2;
    expect((await call()).json()).toEqual({ run: 2 });
    expect((await call()).json()).toEqual({ run: 2 });
    expect(runs()).toBe(2);
  });

  it('does not keep an answer whose content changed while it was being made', () => {
    let version = 1;
    const store = createResponseStore(() => version);
    const made = storeResponse('application/json', 'public, max-age=60', Buffer.from('"old"'));
    version = 2;
    store.set('/api/thing', made, 1);
    expect(store.get('/api/thing')).toBeUndefined();
  });
});

describe('the key of a stored answer', () => {
  it('ignores query parameters the route does not read, and their order', async () => {
    const { app, runs } = await appAnswering({ storeQuery: ['q', 'page'] });
    const get = (url: string) => app.inject({ url });
    await get('/api/thing?q=grace&page=2');
    await get('/api/thing?page=2&q=grace');
    await get('/api/thing?q=grace&page=2&utm_source=x');
    await get('/api/thing?made-up=1&q=grace&page=2');
    expect(runs()).toBe(1);
    await get('/api/thing?q=mercy&page=2');
    expect(runs()).toBe(2);
  });
});

describe('withCompressedForms', () => {
  const large = () => storeResponse('application/json', 'public', Buffer.from(LONG_BODY), {}, { compress: false });

  it('makes only the form asked for', async () => {
    const gzipOnly = await withCompressedForms(large(), 'gzip');
    expect(gzipOnly.gzip).not.toBeNull();
    expect(gzipOnly.br).toBeNull();
    const both = await withCompressedForms(large());
    expect(both.gzip).not.toBeNull();
    expect(both.br).not.toBeNull();
  });

  it('leaves an answer too small to be worth it as it is', async () => {
    const small = storeResponse('application/json', 'public', Buffer.from('{}'), {}, { compress: false });
    expect(await withCompressedForms(small)).toBe(small);
  });
});

describe('matchesEtag (RFC 9110 13.1.2, weak comparison)', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['*', '"abc"', true],
    [' * ', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['"x",W/"abc" ,"y"', '"abc"', true],
    ['"x", "y"', '"abc"', false],
    ['"abcd"', '"abc"', false],
    ['', '"abc"', false],
  ])('If-None-Match %j against %j: %s', (ifNoneMatch, etag, expected) => {
    expect(matchesEtag(ifNoneMatch, etag)).toBe(expected);
  });
});
