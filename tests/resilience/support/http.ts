// Plain HTTP over node:http, so a path goes out byte for byte as written ("..", "%2e%2e",
// encoded slashes are not normalised away as fetch would) and socket errors keep their codes.
import { request, type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpCall {
  method: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Give up (and fail) after this long; default 30 s. */
  timeoutMs?: number;
}

export function httpCall(port: number, call: HttpCall, agent?: Agent): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    // Content-Length always, so a body on DELETE or GET is framed (Node sends those unframed).
    const headers = { ...(call.body !== undefined ? { 'content-length': Buffer.byteLength(call.body) } : {}), ...call.headers };
    // No agent: a fresh connection per call, so one answer's connection state never leaks into the next.
    const req = request({ host: '127.0.0.1', port, method: call.method, path: call.path, headers, agent: agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
          });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.setTimeout(call.timeoutMs ?? 30_000, () =>
      req.destroy(new Error(`No answer to ${call.method} ${call.path.slice(0, 120)} within ${call.timeoutMs ?? 30_000} ms`)),
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** The `name=value` part of an answer's session cookie. */
export function sessionCookieFrom(headers: IncomingHttpHeaders): string | null {
  const cookie = (headers['set-cookie'] ?? []).find((value) => value.startsWith('lumen_session=') && !value.startsWith('lumen_session=;'));
  return cookie ? cookie.split(';')[0]! : null;
}

/** The body as sent before compression (the caller may have asked for br or gzip). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}
