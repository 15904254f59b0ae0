// The one store of ready answers, inside Fastify. A public answer (the server marks it
// `x-lumen-cache: public`, server/http/cache.ts) and a public page (server/http/ssr.ts) are
// produced once and then served from memory as ready bytes: the body, its gzip and brotli
// forms, its ETag and every header of the first answer (security headers included), until the
// published content changes (DECISIONS "Scale"). A response about a user is never stored, and
// no stored response carries a cookie.
//
// A stored answer is sent from an onRequest hook, before the body is read, the session looked
// up or anything else the route would do.
//
// Keys: a stored API answer is kept under its path and the query parameters its route reads
// (route config `storeQuery`), in a fixed order. Any other parameter is ignored, as the route
// ignores it, so made-up parameters cannot fill the store with copies of one answer.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wantsStreamedAnswer } from '../trpc/transport.ts';
import { SERVICE_WORKER_CACHE_HEADER } from './cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query parameters a public GET route reads; its answers may be stored, keyed by them. */
    storeQuery?: readonly string[];
  }
  interface FastifyRequest {
    /** The content version when the request arrived (registerResponseStore). */
    contentVersion: number;
  }
}

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
  /** The content version it was made from. */
  version: number;
  /** Set once its compressed forms are being made in the background. */
  compressing: boolean;
  identity: string[];
  gzip: string[] | null;
  br: string[] | null;
  notModified: string[];
}

export interface ResponseStore {
  /** The answer kept under `key` for the current content, if any. */
  get(key: string): StoredResponse | undefined;
  /** Keeps `response` under `key`, for the content version it was made from. */
  set(key: string, response: StoredResponse, version?: number): void;
  /** Sends the answer kept under `key` (200 in the encoding asked for, or 304) and returns true; else false. */
  send(request: FastifyRequest, reply: FastifyReply, key: string): boolean;
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
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'age',
  'set-cookie',
  'trailer',
  'content-type',
  'cache-control',
]);

/** The store's key for an API request, or null when its route's answers are never stored. */
export function storeKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const known = request.routeOptions.config.storeQuery;
  if (!known) return null;
  const url = request.url;
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of known) for (const value of query.getAll(name)) kept.append(name, value);
  const normalised = kept.toString();
  return normalised ? `${path}?${normalised}` : path;
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

/**
 * If-None-Match against our ETag (RFC 9110 13.1.2): `*`, or a list of entity tags any of which
 * matches with the weak comparison (W/ ignored on both sides).
 */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** Adds accept-encoding to a Vary list, once. */
function varyWithEncoding(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')) names.push('accept-encoding');
  return names.join(', ');
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
    // A hash of the bytes: the same bytes (after a restart, an import that changed nothing, on
    // another instance) keep their ETag, so a browser's copy stays valid.
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

function prepare(response: StoredResponse, version: number): PreparedResponse {
  const { vary, ...repeated } = response.headers;
  // Every stored answer could have been compressed, so every one says it varies by encoding.
  const common = [...Object.entries(repeated).flat(), 'cache-control', response.cacheControl, 'vary', varyWithEncoding(vary)];
  const full = (body: Buffer, etag: string, encoding?: Encoding) => [
    ...common,
    'content-type',
    response.contentType,
    'etag',
    etag,
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(body.length),
  ];
  const weak = `W/${response.etag}`;
  return {
    response,
    version,
    compressing: false,
    identity: full(response.identity, response.etag),
    gzip: response.gzip && full(response.gzip, weak, 'gzip'),
    br: response.br && full(response.br, weak, 'br'),
    // A 304 has no body and no Content-Length (RFC 9110 15.4.5 allows one only as the 200's).
    notModified: [...common, 'etag', response.etag],
  };
}

/**
 * The store over `contentVersion`, the version of the published content: an answer made from
 * an older version is never sent, and the first answer under a new version empties the store.
 */
export function createResponseStore(contentVersion: () => number): ResponseStore {
  const entries = new Map<string, PreparedResponse>();
  let version = contentVersion();

  /** The entry under `key` if it is current, as the most recently used. */
  function current(key: string): PreparedResponse | undefined {
    const now = contentVersion();
    if (now !== version) {
      entries.clear();
      version = now;
      return undefined;
    }
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key); // re-inserted: Map order is recency order
    entries.set(key, entry);
    return entry;
  }

  function keep(key: string, response: StoredResponse, madeFrom: number): void {
    if (madeFrom !== contentVersion()) return;
    if (version !== madeFrom) {
      entries.clear();
      version = madeFrom;
    }
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, prepare(response, madeFrom));
  }

  return {
    get: (key) => current(key)?.response,
    set: (key, response, madeFrom = contentVersion()) => keep(key, response, madeFrom),
    send(request, reply, key) {
      const stored = current(key);
      if (!stored) return false;
      const { response } = stored;
      const res = reply.raw;
      const ifNoneMatch = request.headers['if-none-match'];
      reply.hijack();
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, response.etag)) {
        res.writeHead(304, stored.notModified);
        res.end();
        return true;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding && stored[encoding]) {
        res.writeHead(200, stored[encoding]);
        res.end(response[encoding]);
        return true;
      }
      if (encoding && !stored.compressing && isCompressible(response.contentType, response.identity)) {
        stored.compressing = true;
        // Should compression fail, the uncompressed copies are still right.
        withCompressedForms(response).then(
          (compressed) => {
            if (entries.get(key) === stored) keep(key, compressed, stored.version);
          },
          () => {},
        );
      }
      res.writeHead(200, stored.identity);
      res.end(response.identity);
      return true;
    },
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

/**
 * Serves stored API answers and stores public ones. Register before compression and ETags, so
 * the onSend hook sees the serialised body.
 */
export function registerResponseStore(app: FastifyInstance, store: ResponseStore, contentVersion: () => number): void {
  app.decorateRequest('contentVersion', 0);
  app.addHook('onRequest', (request, reply, done) => {
    const key = storeKey(request);
    if (key !== null && !wantsStreamedAnswer(request.headers) && store.send(request, reply, key)) return done();
    // The version the answer is made from: it is kept only if no import finished meanwhile.
    request.contentVersion = contentVersion();
    done();
  });

  // The first answer goes out as its stored copies will, with the forms and the ETag made here
  // once: @fastify/compress and @fastify/etag leave an answer that has them alone.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = storeKey(request);
    if (key === null || reply.statusCode !== 200 || wantsStreamedAnswer(request.headers)) return payload;
    if (reply.getHeader(SERVICE_WORKER_CACHE_HEADER) !== 'public' || !String(reply.getHeader('cache-control')).startsWith('public'))
      return payload;
    // Belt and braces: an answer that sets a cookie is about someone, whatever its policy says.
    if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const inBackground = body.length >= COMPRESS_IN_BACKGROUND_FROM_BYTES;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    let stored = storeResponse(contentType, String(reply.getHeader('cache-control')), body, repeatableHeaders(reply.getHeaders()), {
      compress: !inBackground,
    });
    if (inBackground && encoding) stored = await withCompressedForms(stored, encoding);
    store.set(key, stored, request.contentVersion);

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
}

/** A stored answer sent through `reply` (for answers made outside the onSend path, such as pages). */
export function sendStored(request: FastifyRequest, reply: FastifyReply, response: StoredResponse, status: number): FastifyReply {
  const ifNoneMatch = request.headers['if-none-match'];
  reply.header('cache-control', response.cacheControl).header('vary', 'accept-encoding').header('etag', response.etag);
  if (status === 200 && ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, response.etag)) {
    return reply.status(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding ? response[encoding] : null;
  reply.status(status).header('content-type', response.contentType);
  if (body && encoding) reply.header('content-encoding', encoding).header('etag', `W/${response.etag}`);
  return reply.send(body ?? response.identity);
}
