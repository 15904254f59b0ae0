import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from '../../server/http/connection-limits.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';
import { createTestApp, TEST_ORIGIN } from '../setup/test-app.ts';

/** A shortened limit, so the test need not wait the real 20 s. */
const REQUEST_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 3;

interface OpenSocket {
  socket: Socket;
  /** Everything the server sent, and when it closed the connection (ms after opening), once it has. */
  received: () => string;
  closedAfter: Promise<number>;
}

function openSocket(port: number): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closedAfter = new Promise<number>((settle) => socket.on('close', () => settle(performance.now() - opened)));
    socket.on('connect', () => resolve({ socket, received: () => received, closedAfter }));
    socket.on('error', () => {}); // a reset is one way of being closed
    socket.once('error', reject);
  });
}

/** Headers of a sign-in whose promised 100-byte body never comes. */
const STALLED_LOGIN = [
  'POST /api/auth/login HTTP/1.1',
  'Host: lumen.test',
  `Origin: ${TEST_ORIGIN}`,
  'Content-Type: application/json',
  'Content-Length: 100',
  '',
  '',
].join('\r\n');

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms))]);
}

/** A raw answer from Node's client-error path: the app's security headers, closed, a JSON message. */
function expectSecureAnswer(raw: string, message: string) {
  const [head = '', body] = raw.split('\r\n\r\n');
  const headers = new Map(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('connection')).toBe('close');
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(headers.get('content-length')).toBe(String(Buffer.byteLength(body ?? '')));
  expect(JSON.parse(body ?? '')).toEqual({ error: message });
}

describe('connection limits (issue 27 item 10)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(
      db.sql,
      undefined,
      {},
      { connections: { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxConnections: MAX_CONNECTIONS } },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.close();
    await db?.close();
  });

  it('closes a request whose body never arrives, soon after the request time limit, with 408', async () => {
    const stalled = await openSocket(port);
    sockets.push(stalled.socket);
    stalled.socket.write(STALLED_LOGIN);

    const closedAfter = await within(stalled.closedAfter, REQUEST_TIMEOUT_MS + 3000, 'The stalled connection closed');
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 /);
    expectSecureAnswer(stalled.received(), 'The request did not arrive in time.');
  });

  it('answers a request whose headers are too large with 431, the security headers and a message', async () => {
    const oversized = await openSocket(port);
    sockets.push(oversized.socket);
    // Past Node's 16 KB limit on a request's headers.
    oversized.socket.write(`GET / HTTP/1.1\r\nHost: lumen.test\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`);

    await within(oversized.closedAfter, 2000, 'The connection with oversized headers closed');
    expect(oversized.received()).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expectSecureAnswer(oversized.received(), 'The request’s headers are too large.');
  });

  it('answers a request line that cannot be read with 400, the security headers and a message', async () => {
    const garbled = await openSocket(port);
    sockets.push(garbled.socket);
    garbled.socket.write('GET /<script> HTTP/9.9 please\r\n\r\n');

    await within(garbled.closedAfter, 2000, 'The connection with a garbled request line closed');
    expect(garbled.received()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expectSecureAnswer(garbled.received(), 'This request could not be read.');
    expect(garbled.received()).not.toContain('<script>');
  });

  it('by default closes such a request within 30 s', () => {
    // The server checks for late requests every second at most (connection-limits.ts).
    expect(CONNECTION_LIMITS.requestTimeoutMs + 1000).toBeLessThanOrEqual(30_000);
    expect(CONNECTION_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(CONNECTION_LIMITS.requestTimeoutMs);
  });

  it('holds no more than its cap of connections at once, closing the next on arrival', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => openSocket(port)));
    sockets.push(...held.map(({ socket }) => socket));
    // Each is really being served: it gets an answer and stays open (keep-alive).
    for (const { socket, received } of held) {
      socket.write('GET /api/bookmarks HTTP/1.1\r\nHost: lumen.test\r\n\r\n');
      await within(
        new Promise<void>((resolve) => {
          const check = () => (received().includes('\r\n\r\n') ? resolve() : setTimeout(check, 10));
          check();
        }),
        5000,
        'An answer on a held connection',
      );
    }

    const extra = await openSocket(port);
    sockets.push(extra.socket);
    extra.socket.write('GET /api/bookmarks HTTP/1.1\r\nHost: lumen.test\r\n\r\n');
    await within(extra.closedAfter, 2000, 'The connection past the cap closed');
    expect(extra.received()).toBe('');
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
  });
});
