import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../../server/http/response-store.ts';
import { clearContentSnapshots } from '../../server/services/content-snapshot.ts';
import { insertDevotion } from '../factories/content.ts';
import { createTestApp, registerTestUser, SAME_ORIGIN, trpcQueryUrl, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

/** A tRPC GET batch as @trpc/client's httpBatchLink sends it. */
function trpcBatchUrl(calls: Array<[path: string, input: unknown]>): string {
  const input = Object.fromEntries(calls.map(([, value], index) => [index, { json: value }]));
  return `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

const FIRST_LOAD = (date: string) =>
  trpcBatchUrl([
    ['devotion.byDate', { date }],
    ['devotion.navigation', { date }],
    ['share.byDate', { date }],
  ]);

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
];

describe('public responses are produced once and served as ready bytes', () => {
  it('answers a repeated read from memory until the content caches are cleared', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Before the Import' });
    const first = await context.app.inject('/api/devotions/2025-01-05');
    expect(first.json().title).toBe('Before the Import');

    // A change in the database is not seen until an import clears the caches.
    await context.db.sql`UPDATE devotions SET title = 'After the Import' WHERE date = '2025-01-05'`;
    const second = await context.app.inject('/api/devotions/2025-01-05');
    expect(second.json().title).toBe('Before the Import');
    expect(second.headers.etag).toBe(first.headers.etag);

    clearContentSnapshots();
    expect((await context.app.inject('/api/devotions/2025-01-05')).json().title).toBe('After the Import');
  });

  it('serves the stored gzip and brotli forms, and 304 for a matching ETag', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-06' });
    const fresh = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'br' } });
    const stored = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'br' } });
    expect(stored.headers['content-encoding']).toBe('br');
    expect(stored.headers['x-lumen-cache']).toBe('public');
    expect(stored.headers['cache-control']).toBe(fresh.headers['cache-control']);
    const gzip = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const notModified = await context.app.inject({
      url: '/api/devotions/2025-01-06',
      headers: { 'if-none-match': stored.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('compresses a large answer off the main thread in the encoding asked for, and its other form when first asked for', async () => {
    for (let day = 10; day < 25; day++) {
      await insertDevotion(context.db.sql, { date: `2025-01-${day}`, content: 'Mercy is new every morning. '.repeat(120) });
    }
    const url = '/api/devotions/search?q=mercy';
    const first = await context.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(first.rawPayload);
    expect(body.length).toBeGreaterThan(32 * 1024);
    expect(JSON.parse(body.toString())).toHaveLength(15);

    // The gzip form is made when a copy is first asked for in gzip; until then copies go out whole.
    const whole = await context.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(body)).toBe(true);
    await vi.waitFor(async () => {
      const gzipped = await context.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).equals(body)).toBe(true);
    });
  });

  it('gives the first answer the ETag and Vary of its stored copies', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-08' });
    const first = await context.app.inject({ url: '/api/devotions/2025-01-08', headers: { 'accept-encoding': 'gzip' } });
    const stored = await context.app.inject({ url: '/api/devotions/2025-01-08', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(stored.headers.etag).toBe(first.headers.etag);
    expect(first.headers.vary).toBe(stored.headers.vary);
    expect(gunzipSync(first.rawPayload).equals(gunzipSync(stored.rawPayload))).toBe(true);

    const revalidated = await context.app.inject({
      url: '/api/devotions/2025-01-08',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends an uncompressed first answer as the UTF-8 bytes it stores, with their length', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-09', title: 'Grace — “Sufficient” … ⟦𝔊⟧' });
    const first = await context.app.inject('/api/devotions/2025-01-09');
    const stored = await context.app.inject('/api/devotions/2025-01-09');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.json().title).toBe('Grace — “Sufficient” … ⟦𝔊⟧');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.equals(stored.rawPayload)).toBe(true);
  });

  it('never keeps an error', async () => {
    const missing = await context.app.inject('/api/devotions/2025-03-10');
    expect(missing.statusCode).toBe(404);
    await insertDevotion(context.db.sql, { date: '2025-03-10' });
    clearContentSnapshots(); // the calendar of existing dates is a content cache too
    expect((await context.app.inject('/api/devotions/2025-03-10')).statusCode).toBe(200);
  });

  it('repeats the security headers of the first answer on every stored copy', async () => {
    const production = await createTestApp(context.db.sql, undefined, { NODE_ENV: 'production' });
    try {
      await insertDevotion(context.db.sql, { date: '2025-01-07' });
      const fresh = await production.inject('/api/devotions/2025-01-07');
      const stored = await production.inject('/api/devotions/2025-01-07');
      expect(stored.headers.etag).toBe(fresh.headers.etag); // the second one did come from the store
      for (const name of SECURITY_HEADERS) {
        expect(fresh.headers[name], name).toBeTruthy();
        expect(stored.headers[name], name).toBe(fresh.headers[name]);
      }
    } finally {
      await production.close();
    }
  });
});

describe('public tRPC reads are stored like REST ones', () => {
  it('stores a single public query', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Before the Import' });
    const url = trpcQueryUrl('devotion.byDate', { date: '2025-01-05' });
    const first = await context.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-lumen-cache']).toBe('public');
    expect(first.headers.etag).toBeTruthy();

    await context.db.sql`UPDATE devotions SET title = 'After the Import' WHERE date = '2025-01-05'`;
    const second = await context.app.inject(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toMatch(/trpc-accept.*accept-encoding/);

    clearContentSnapshots();
    expect((await context.app.inject(url)).json().result.data.json.title).toBe('After the Import');
  });

  it('stores the batch of public queries the app sends on first load', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Before the Import' });
    const first = await context.app.inject(FIRST_LOAD('2025-01-05'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-lumen-cache']).toBe('public');
    expect(first.json()).toHaveLength(3);

    await context.db.sql`UPDATE devotions SET title = 'After the Import' WHERE date = '2025-01-05'`;
    expect((await context.app.inject(FIRST_LOAD('2025-01-05'))).body).toBe(first.body);
  });

  it('never stores a batch with a failed call, or with a call about the user', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Before' });
    const partlyFailed = await context.app.inject(
      trpcBatchUrl([
        ['devotion.byDate', { date: '2025-01-05' }],
        ['devotion.byDate', { date: '1999-01-01' }],
      ]),
    );
    expect(partlyFailed.headers['cache-control']).toBe('private, no-store');

    const user = await registerTestUser(context.app);
    const url = trpcBatchUrl([
      ['devotion.byDate', { date: '2025-01-05' }],
      ['bookmark.list', undefined],
    ]);
    const mixed = await context.app.inject({ url, headers: { ...SAME_ORIGIN, cookie: user.cookie } });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers['cache-control']).toBe('private, no-store');
    expect(mixed.headers['x-lumen-cache']).toBeUndefined();
    // Signed out, the same URL is not answered from anything the signed-in call left behind.
    const signedOut = await context.app.inject(url);
    expect(signedOut.json()[1].error).toBeDefined();
  });

  it('answers a request for streamed results in that format, never from the store', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const url = FIRST_LOAD('2025-01-05');
    const stored = await context.app.inject(url);
    expect(stored.headers['x-lumen-cache']).toBe('public');

    const streamed = await context.app.inject({ url, headers: { 'trpc-accept': 'application/jsonl' } });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).not.toBe(stored.body);
    // Its headers go out before the calls finish, so it cannot be known to be public.
    expect(streamed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('answers about a user', () => {
  it('are never stored', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const user = await registerTestUser(context.app);
    const headers = { ...SAME_ORIGIN, cookie: user.cookie };
    expect((await context.app.inject({ url: '/api/bookmarks', headers })).json()).toEqual([]);
    await context.app.inject({ method: 'POST', url: '/api/bookmarks', headers, payload: { devotionId: devotion.id } });
    const after = await context.app.inject({ url: '/api/bookmarks', headers });
    expect(after.json()).toHaveLength(1);
    expect(after.headers['x-lumen-cache']).toBeUndefined();
  });
});

describe('stored answers over a real connection', () => {
  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    body: Buffer;
  }

  /** A raw GET: no automatic Accept-Encoding and no automatic decompression. */
  function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const call = httpRequest(origin + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      call.on('error', reject);
      call.end();
    });
  }

  it('sends the right encoding for Accept-Encoding, the same bytes, and 304 for any form of the ETag', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    await insertDevotion(context.db.sql, { date: '2025-01-08', content: 'A body long enough to be worth compressing. '.repeat(60) });
    const path = '/api/devotions/2025-01-08';

    const fresh = await get(origin, path);
    expect(fresh.status).toBe(200);
    const identity = await get(origin, path);
    expect(identity.body.equals(fresh.body)).toBe(true);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-length']).toBe(String(fresh.body.length));
    expect(identity.headers.vary).toBe('accept-encoding');
    expect(identity.headers['x-lumen-cache']).toBe('public');
    expect(identity.headers['set-cookie']).toBeUndefined();
    expect(identity.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);

    const brotli = await get(origin, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(fresh.body)).toBe(true);
    // br refused with q=0: gzip it is.
    const gzip = await get(origin, path, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(fresh.body)).toBe(true);

    for (const etag of [identity.headers.etag!, brotli.headers.etag!, `"other", ${identity.headers.etag}`]) {
      const notModified = await get(origin, path, { 'if-none-match': etag });
      expect(notModified.status, etag).toBe(304);
      expect(notModified.body.length).toBe(0);
    }
    expect((await get(origin, path, { 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ] as const)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
