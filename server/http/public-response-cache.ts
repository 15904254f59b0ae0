// Public responses (the server marks them `x-lumen-cache: public`, server/http/cache.ts) are
// produced once and then served from memory as ready bytes: the JSON, its gzip and brotli
// forms, its ETag and every header of the first answer (security headers included), until
// the next import clears them (DECISIONS "Scale"). A response about a user is never stored,
// and no stored response carries a cookie.
//
// A stored answer is written before Fastify sees the request at all (`serverFactoryFor`):
// no routing, request objects, hooks, logging or compression negotiation per hit, which is
// what keeps a devotion read close to what Node's HTTP stack can do. The same answer is also
// given from an onRequest hook, for requests that do not come through that server (inject).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { cachedBodies } from '../services/content-cache.ts';
import { wantsStreamedAnswer } from '../trpc/transport.ts';
import { SERVICE_WORKER_CACHE_HEADER } from './cache.ts';

export interface StoredResponse {
  contentType: string;
  cacheControl: string;
  /** Strong ETag of the identity body; the compressed forms carry it weak (W/), as nginx does. */
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** The other headers of the first answer (security headers, Vary…), sent again with every copy. */
  headers: Readonly<Record<string, string>>;
}

type Encoding = 'br' | 'gzip';

/** A stored response with its header blocks laid out once, in writeHead's flat-array form. */
interface PreparedResponse {
  response: StoredResponse;
  /** Set once its compressed forms are being made in the background. */
  compressing: boolean;
  identity: string[];
  gzip: string[] | null;
  br: string[] | null;
  notModified: string[];
}

export interface PublicResponseStore {
  /** Answers `req` from memory and returns true, or returns false and leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stops answering (at shutdown), so the app can close keep-alive connections properly. */
  stop(): void;
  /** @internal for registerPublicResponseCache */
  set(url: string, response: StoredResponse): void;
  /** @internal Replaces `url`'s answer only while it is still `expected` (not cleared or replaced since). */
  replace(url: string, expected: StoredResponse, next: StoredResponse): void;
}

const MAX_ENTRIES = 2000;
const COMPRESS_FROM_BYTES = 1024;
// A devotion (about 10 kB) is compressed in well under a millisecond, before its first answer
// goes out. A list of search results (up to 150 kB) takes several milliseconds of CPU, and most
// are asked for once: those are compressed on libuv's threads, only in the encoding a copy is
// asked for, while the main thread serves other requests.
const COMPRESS_IN_BACKGROUND_FROM_BYTES = 32 * 1024;
const GZIP_OPTIONS: ZlibOptions = { level: 6 };
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
// A large answer's compression is part of its first reader's wait: at these levels an 80 kB
// list of search results takes about 1 ms instead of 2.6, and comes out 6% larger.
const LARGE_GZIP_OPTIONS: ZlibOptions = { level: 3 };
const LARGE_BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);
const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);

// Headers that describe one transmission rather than the response, or that StoredResponse
// holds in a field of its own; everything else the first answer carried (Vary included, to
// which accept-encoding is added) is repeated verbatim.
const NOT_REPEATED = new Set([
  'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'age',
  'set-cookie', 'trailer', 'content-type', 'cache-control',
]);

/** Only these paths are worth keeping; pages carry per-request preview tags and are cheap. */
function isCacheable(method: string | undefined, url: string): boolean {
  return method === 'GET' && (url.startsWith('/api/') || url.startsWith('/trpc/'));
}

// Browsers send a handful of distinct Accept-Encoding values; parsing each once is enough.
// Bounded, since the header is the client's to choose.
const negotiated = new Map<string, Encoding | null>();
const MAX_NEGOTIATED = 64;

/** The best encoding we hold for an Accept-Encoding header (RFC 9110 12.5.3): q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const quality: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)).find(Boolean);
    quality[name.trim().toLowerCase()] = q ? Number(q[1]) || 0 : 1;
  }
  const wildcard = quality['*'] ?? 0;
  const br = quality.br ?? wildcard;
  const gzip = quality.gzip ?? quality['x-gzip'] ?? wildcard;
  const choice: Encoding | null = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(acceptEncoding, choice);
  return choice;
}

/** If-None-Match against our ETag, with the weak comparison RFC 9110 13.1.2 asks for. */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Adds accept-encoding to a Vary list, once. */
function varyWithEncoding(vary: string | undefined): string {
  const names = (vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')) names.push('accept-encoding');
  return names.join(', ');
}

// A string's UTF-8 bytes. Buffer.from(string) first walks the string to count its bytes, which
// for a body holding any character beyond Latin-1 (a dash, a curly quote) costs about ten times
// the encoding itself: 0.7 ms for an 87 kB list of search results, on every first answer. Writing
// into room for the longest possible encoding (3 bytes per UTF-16 unit) and copying out the part
// written avoids that walk. The room is kept for the next answer, up to a bound.
const MAX_SCRATCH_BYTES = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(0);
export function utf8Bytes(text: string): Buffer {
  const room = text.length * 3;
  if (room > MAX_SCRATCH_BYTES) return Buffer.from(text, 'utf8');
  if (room > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.min(MAX_SCRATCH_BYTES, Math.max(room, scratch.length * 2)));
  const written = scratch.write(text, 'utf8');
  const bytes = Buffer.allocUnsafeSlow(written);
  scratch.copy(bytes, 0, 0, written);
  return bytes;
}

function isCompressible(contentType: string, body: Buffer): boolean {
  return body.length >= COMPRESS_FROM_BYTES && /json|text|javascript|xml|svg/.test(contentType);
}

/** A response as stored; with `compress: false` its gzip and brotli forms are left for `withCompressedForms`. */
export function storeResponse(
  contentType: string,
  cacheControl: string,
  body: Buffer,
  headers: Record<string, string> = {},
  { compress = true }: { compress?: boolean } = {},
): StoredResponse {
  const compressible = compress && isCompressible(contentType, body);
  return {
    contentType,
    cacheControl,
    // The same hash @fastify/etag gives the first answer, so a browser's copy stays valid.
    etag: `"${createHash('sha1').update(body).digest('base64')}"`,
    identity: body,
    gzip: compressible ? gzipSync(body, GZIP_OPTIONS) : null,
    br: compressible ? brotliCompressSync(body, BROTLI_OPTIONS) : null,
    headers,
  };
}

/** The same response with its gzip and brotli forms (or only `encoding`'s), made off the main thread. */
export async function withCompressedForms(response: StoredResponse, encoding?: Encoding): Promise<StoredResponse> {
  if (!isCompressible(response.contentType, response.identity)) return response;
  const wanted = (form: Encoding) => !response[form] && (encoding === undefined || encoding === form);
  const [gzipped, brotli] = await Promise.all([
    wanted('gzip') ? gzipAsync(response.identity, LARGE_GZIP_OPTIONS) : response.gzip,
    wanted('br') ? brotliAsync(response.identity, LARGE_BROTLI_OPTIONS) : response.br,
  ]);
  return { ...response, gzip: gzipped, br: brotli };
}

function prepare(response: StoredResponse): PreparedResponse {
  const { vary, ...repeated } = response.headers;
  const common = [
    ...Object.entries(repeated).flat(),
    'cache-control', response.cacheControl,
    'vary', varyWithEncoding(vary),
  ];
  const full = (body: Buffer, etag: string, encoding?: Encoding) => [
    ...common,
    'content-type', response.contentType,
    'etag', etag,
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length', String(body.length),
  ];
  const weak = `W/${response.etag}`;
  return {
    response,
    compressing: false,
    identity: full(response.identity, response.etag),
    gzip: response.gzip && full(response.gzip, weak, 'gzip'),
    br: response.br && full(response.br, weak, 'br'),
    notModified: [...common, 'etag', response.etag],
  };
}

export function createPublicResponseStore(): PublicResponseStore {
  const entries = cachedBodies<PreparedResponse>(MAX_ENTRIES);
  let stopped = false;
  const store: PublicResponseStore = {
    serve(req, res) {
      const url = req.url;
      if (stopped || !url || !isCacheable(req.method, url)) return false;
      const stored = entries.get(url);
      if (!stored || wantsStreamedAnswer(req.headers)) return false;
      const { response } = stored;
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, response.etag)) {
        res.writeHead(304, stored.notModified);
        res.end();
        return true;
      }
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding && stored[encoding]) {
        res.writeHead(200, stored[encoding]);
        res.end(response[encoding]);
      } else {
        if (encoding && !stored.compressing && isCompressible(response.contentType, response.identity)) {
          stored.compressing = true;
          // Should compression fail, the uncompressed copies are still right.
          withCompressedForms(response).then((compressed) => store.replace(url, response, compressed), () => {});
        }
        res.writeHead(200, stored.identity);
        res.end(response.identity);
      }
      return true;
    },
    stop() {
      stopped = true;
    },
    set(url, response) {
      entries.set(url, prepare(response));
    },
    replace(url, expected, next) {
      if (entries.get(url)?.response === expected) entries.set(url, prepare(next));
    },
  };
  return store;
}

/**
 * A Fastify `serverFactory` whose HTTP server answers stored responses itself and hands
 * every other request to Fastify, configured as Fastify configures the server it makes.
 */
export function serverFactoryFor(store: PublicResponseStore): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((options.http ?? {}) as object, (req, res) => {
      if (!store.serve(req, res)) handler(req, res);
    });
    // As fastify/lib/server.js does for its own server.
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };
}

/** The headers of an answer as strings, without those that belong to one transmission. */
function repeatableHeaders(headers: Record<string, string | number | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPEATED.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

export function registerPublicResponseCache(app: FastifyInstance, store: PublicResponseStore = createPublicResponseStore()): PublicResponseStore {
  // Requests that did not come through serverFactoryFor's server (inject, or an app built
  // without it) are answered here, before routing work and the body are read.
  app.addHook('onRequest', (request, reply, done) => {
    if (store.serve(request.raw, reply.raw)) reply.hijack();
    done();
  });

  // Runs before compression and ETags (registered first), so it sees the serialised body. The
  // first answer goes out as its stored copies will, with the forms and the ETag made here once:
  // @fastify/compress and @fastify/etag leave an answer that has them alone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request.method, request.url) || reply.statusCode !== 200 || wantsStreamedAnswer(request.headers)) return payload;
    if (reply.getHeader(SERVICE_WORKER_CACHE_HEADER) !== 'public' || !String(reply.getHeader('cache-control')).startsWith('public')) return payload;
    // Belt and braces: an answer that sets a cookie is about someone, whatever its policy says.
    if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? utf8Bytes(payload) : payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const inBackground = body.length >= COMPRESS_IN_BACKGROUND_FROM_BYTES;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    let stored = storeResponse(contentType, String(reply.getHeader('cache-control')), body, repeatableHeaders(reply.getHeaders()), { compress: !inBackground });
    if (inBackground && encoding) stored = await withCompressedForms(stored, encoding);
    store.set(request.url, stored);

    const vary = reply.getHeader('vary');
    reply.header('vary', varyWithEncoding(vary === undefined ? undefined : String(vary)));
    const compressed = encoding && stored[encoding];
    if (!compressed) {
      // The bytes already made, so Fastify need not measure and encode the string again.
      reply.header('etag', stored.etag);
      return body;
    }
    reply.header('content-encoding', encoding).header('etag', `W/${stored.etag}`);
    return compressed;
  });

  // Once Fastify is closing it answers 503 with `Connection: close`; stored answers must not
  // keep a busy keep-alive connection open past that.
  app.addHook('preClose', (done) => {
    store.stop();
    done();
  });
  return store;
}
