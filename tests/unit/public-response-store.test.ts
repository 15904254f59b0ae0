// The rules of the public response store on their own, without a database: which answers may
// be kept (and which never), what a kept answer repeats (ETag, Cache-Control, Vary, also on a
// 304), what is compressed, and the store's lifecycle (stop at shutdown, no stale replace after
// a clear). Mutation testing showed these unchecked by the end-to-end API tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_CACHE_HEADER } from '../../server/http/cache.ts';
import { createPublicResponseStore, registerPublicResponseCache, serverFactoryFor, storeResponse, utf8Bytes, withCompressedForms } from '../../server/http/public-response-cache.ts';

const PUBLIC = { 'cache-control': 'public, max-age=60', [SERVICE_WORKER_CACHE_HEADER]: 'public', 'content-type': 'application/json; charset=utf-8' };
const LONG_BODY = JSON.stringify({ text: 'Grace upon grace, a body worth compressing. '.repeat(40) });

interface Answer {
  method?: 'GET' | 'POST';
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** An app with one route answering as told, behind the store; counts how often the route ran. */
async function appAnswering(answer: Answer = {}) {
  const app = Fastify();
  registerPublicResponseCache(app);
  let runs = 0;
  app.route({
    method: answer.method ?? 'GET',
    url: answer.path ?? '/api/thing',
    handler: async (_request, reply) => {
      runs++;
      reply.code(answer.status ?? 200).headers({ ...PUBLIC, ...answer.headers });
      return answer.body ?? JSON.stringify({ run: runs });
    },
  });
  await app.ready();
  const call = (headers: Record<string, string> = {}) => app.inject({ method: answer.method ?? 'GET', url: answer.path ?? '/api/thing', headers });
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
    ['a public answer outside /api/ and /trpc/', { path: '/elsewhere' }],
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
  const LARGE_BODY = JSON.stringify({ results: Array.from({ length: 800 }, (_, index) => `Result ${index}: grace upon grace, light upon light.`) });

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

describe('the server in front of Fastify (serverFactoryFor)', () => {
  it('answers a stored read itself and hands everything else to Fastify', async () => {
    const store = createPublicResponseStore();
    const app = Fastify({ serverFactory: serverFactoryFor(store) });
    registerPublicResponseCache(app, store);
    let runs = 0;
    app.get('/api/thing', async (_request, reply) => {
      runs++;
      reply.headers(PUBLIC);
      return JSON.stringify({ run: runs });
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await (await fetch(`${origin}/api/thing`)).json()).toEqual({ run: 1 });
      expect(await (await fetch(`${origin}/api/thing`)).json()).toEqual({ run: 1 });
      expect(runs).toBe(1);
      expect((await fetch(`${origin}/api/other`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the store', () => {
  function request(url: string, headers: Record<string, string> = {}) {
    const req = { method: 'GET', url, headers } as unknown as IncomingMessage;
    const res = { writeHead: vi.fn(), end: vi.fn() };
    return { req, res, response: res as unknown as ServerResponse };
  }
  const stored = (text: string) => storeResponse('application/json', 'public, max-age=60', Buffer.from(text));

  it('stops answering once stopped (shutdown), leaving requests to the app', () => {
    const store = createPublicResponseStore();
    store.set('/api/thing', stored('{"kept":true}'));
    const before = request('/api/thing');
    expect(store.serve(before.req, before.response)).toBe(true);
    expect(before.res.end).toHaveBeenCalledWith(Buffer.from('{"kept":true}'));

    store.stop();
    const after = request('/api/thing');
    expect(store.serve(after.req, after.response)).toBe(false);
    expect(after.res.writeHead).not.toHaveBeenCalled();
  });

  it('replaces an answer only while it is still the one expected (not after a clear or a newer answer)', () => {
    const store = createPublicResponseStore();
    const first = stored('"first"');
    const newer = stored('"newer"');
    store.set('/api/thing', newer);
    // Compression of the first answer finishes after a newer one was stored: it must not win.
    store.replace('/api/thing', first, stored('"first, compressed"'));
    const served = request('/api/thing');
    store.serve(served.req, served.response);
    expect(served.res.end).toHaveBeenCalledWith(Buffer.from('"newer"'));

    store.replace('/api/thing', newer, stored('"newer, compressed"'));
    const replaced = request('/api/thing');
    store.serve(replaced.req, replaced.response);
    expect(replaced.res.end).toHaveBeenCalledWith(Buffer.from('"newer, compressed"'));

    // Cleared meanwhile (an import): nothing to replace, and nothing comes back.
    expect(() => store.replace('/api/cleared', newer, stored('"stale"'))).not.toThrow();
    expect(store.serve(request('/api/cleared').req, request('/api/cleared').response)).toBe(false);
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

describe('utf8Bytes on a body beyond its scratch room', () => {
  it('gives the same bytes as Buffer.from for a body longer than the room it keeps (4 MB)', () => {
    // Three bytes per character: more bytes than the room holds.
    const text = '—'.repeat(1_500_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(4 * 1024 * 1024);
    expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });
});
