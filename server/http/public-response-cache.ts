// Public responses (the server marks them `x-lumen-cache: public`, server/http/cache.ts) are
// produced once and then served from memory as ready bytes: the JSON, its gzip and brotli
// forms and its ETag, until the next import clears them (DECISIONS "Scale"). A response
// about a user is never stored, and no stored response carries a cookie.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cachedBodies } from '../services/content-cache.ts';
import { SERVICE_WORKER_CACHE_HEADER } from './cache.ts';

export interface StoredResponse {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

const MAX_ENTRIES = 2000;
const COMPRESS_FROM_BYTES = 1024;

/** Only these paths are worth keeping; pages carry per-request preview tags and are cheap. */
function isCacheable(method: string, url: string): boolean {
  return method === 'GET' && (url.startsWith('/api/') || url.startsWith('/trpc/'));
}

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function storeResponse(contentType: string, cacheControl: string, body: Buffer): StoredResponse {
  const compressible = body.length >= COMPRESS_FROM_BYTES && /json|text|javascript/.test(contentType);
  return {
    contentType,
    cacheControl,
    // The same hash @fastify/etag gives the first answer, so a browser's copy stays valid.
    etag: `"${createHash('sha1').update(body).digest('base64')}"`,
    identity: body,
    gzip: compressible ? gzipSync(body, { level: 6 }) : null,
    br: compressible ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : null,
  };
}

export function registerPublicResponseCache(app: FastifyInstance): void {
  const store = cachedBodies<StoredResponse>(MAX_ENTRIES);
  // Answers sent from the store pass through onSend too; they must not be stored again.
  const servedFromStore = new WeakSet<object>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request.method, request.url)) return;
    const stored = store.get(request.url);
    if (!stored) return;
    servedFromStore.add(request);
    reply
      .header('content-type', stored.contentType)
      .header('cache-control', stored.cacheControl)
      .header(SERVICE_WORKER_CACHE_HEADER, 'public')
      .header('etag', stored.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    const compressed = encoding ? stored[encoding] : null;
    if (compressed && encoding) reply.header('content-encoding', encoding);
    return reply.status(200).send(compressed ?? stored.identity);
  });

  // Runs before compression (registered first), so it sees the serialised body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (servedFromStore.has(request) || !isCacheable(request.method, request.url) || reply.statusCode !== 200) return payload;
    if (reply.getHeader(SERVICE_WORKER_CACHE_HEADER) !== 'public' || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    store.set(request.url, storeResponse(String(reply.getHeader('content-type') ?? 'application/json'), String(reply.getHeader('cache-control')), body));
    return payload;
  });
}
