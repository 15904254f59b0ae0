// Database faults (issue 15 part 5) against the real PostgreSQL: the production entry runs as
// a child process whose DATABASE_URL points at a TCP proxy the test can cut.
//
// What this suite proves:
//   - connections killed with pg_terminate_backend: the next request succeeds (postgres.js
//     opens new connections); under load, the process survives the kill (postgres.js 3.4.9
//     crashed it: db/postgres-driver-fix.mjs), only requests answered within a second of it
//     fail, each with 503 and the clear message, never 500, and every later one succeeds;
//   - the database refusing connections: every answer is 503 with the clear message within
//     a bounded time (measured), the process stays up, and it recovers when the database returns;
//   - the database going silent (connections accepted, nothing answered): 503 within one
//     reconnect backoff plus the connect timeout (db/client.ts), and recovery after;
//   - a statement that runs too long (a lock held elsewhere) is cancelled by the server's
//     statement_timeout and answered 503, instead of holding the request forever.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_SECONDS, openDatabase, RECONNECT_BACKOFF_MAX_SECONDS } from '../../db/client.ts';
import { insertDevotion } from '../factories/content.ts';
import { createTestApp, registerTestUser, SAME_ORIGIN } from '../setup/test-app.ts';
import { httpCall, sessionCookieFrom, type HttpAnswer } from './support/http.ts';
import { PROCESS_ORIGIN, startLumenProcess, waitUntil, type LumenProcess } from './support/lumen-process.ts';
import { createFreshDatabase, type FreshDatabase } from './support/postgres-server.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const UNAVAILABLE = { error: 'The devotional database is unavailable right now. Please try again in a moment.' };
/** A refused connection is known at once; this allows for a loaded machine. */
const REFUSED_BOUND_MS = 2_000;
/** A request may wait out one reconnect backoff, then the connect timeout. */
const SILENT_BOUND_MS = (RECONNECT_BACKOFF_MAX_SECONDS + CONNECT_TIMEOUT_SECONDS) * 1000 + 2_000;
/** Requests on the killed connections fail at once; anything later must succeed. */
const KILL_WINDOW_MS = 1_000;

let database: FreshDatabase;
let proxy: TcpProxy;
let lumen: LumenProcess;
let cookie: string;
let devotionId: number;

beforeAll(async () => {
  database = await createFreshDatabase('faults');
  devotionId = (await insertDevotion(database.sql, { date: '2025-01-05' })).id;
  const real = new URL(database.url);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  lumen = await startLumenProcess({ databaseUrl: viaProxy.toString(), env: { DATABASE_POOL_SIZE: '10' } });
  const registered = await signedIn('POST', '/api/auth/register', { username: 'ruth', password: 'correct horse battery' });
  expect(registered.status, registered.body).toBe(200);
  cookie = sessionCookieFrom(registered.headers)!;
}, 120_000);

afterAll(async () => {
  await lumen?.stop(5_000);
  await proxy?.close();
  await database?.drop();
});

function signedIn(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
  const headers: Record<string, string> = { origin: PROCESS_ORIGIN, ...(cookie ? { cookie } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return httpCall(lumen.port, { method, path, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}), timeoutMs: 30_000 });
}

/** A read that needs the database every time (the session, then the member's rows). */
const readBookmarks = () => signedIn('GET', '/api/bookmarks');

async function timed(request: () => Promise<HttpAnswer>): Promise<{ answer: HttpAnswer; ms: number }> {
  const began = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - began };
}

function expectAlive(): void {
  expect(lumen.child.exitCode, lumen.output()).toBeNull();
  expect(lumen.child.signalCode, lumen.output()).toBeNull();
  // The driver fix was applied (it warns when the postgres.js it patches has changed).
  expect(lumen.output()).not.toContain('postgres-driver-fix.mjs');
}

async function expectRecovered(): Promise<number> {
  const began = performance.now();
  await waitUntil(
    async () => (await readBookmarks()).status === 200,
    15_000,
    () => `no recovery:\n${lumen.output()}`,
  );
  const recoveredMs = performance.now() - began;
  for (let n = 0; n < 10; n++) expect((await readBookmarks()).status).toBe(200);
  expect((await signedIn('PUT', '/api/progress', { key: '2025-01-05-devotional', complete: true })).status).toBe(200);
  return recoveredMs;
}

describe('connections killed with pg_terminate_backend', () => {
  it('the next request after its idle connections are killed succeeds', async () => {
    for (let n = 0; n < 5; n++) expect((await readBookmarks()).status).toBe(200);
    const killed = await database.terminateOtherConnections();
    expect(killed).toBeGreaterThan(0);
    await waitUntil(
      async () => (await database.otherConnectionCount()) === 0,
      5_000,
      () => 'the killed backends did not go away',
    );
    // The app learns of the kill when the closed sockets reach it: a moment after the server side.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await readBookmarks();
    expect(next.status, `${next.body}\n${lumen.output().slice(-1500)}`).toBe(200);
    console.log(`faults: killed ${killed} idle connections; the next request answered 200`);
    expectAlive();
  });

  it('under load, the process survives a kill: only requests answered right after it fail, with 503, and the rest succeed', async () => {
    const answers: { at: number; status: number; body: string }[] = [];
    let loading = true;
    const worker = async (n: number) => {
      for (let i = 0; loading; i++) {
        try {
          const answer = (n + i) % 2 ? await readBookmarks() : await signedIn('POST', '/api/bookmarks', { devotionId });
          answers.push({ at: Date.now(), status: answer.status, body: answer.body });
        } catch (error) {
          // A connection error means the server went away: recorded, and reported below.
          answers.push({ at: Date.now(), status: 0, body: String(error) });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const killedAt = Date.now();
    const killed = await database.terminateOtherConnections();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    loading = false;
    await Promise.all(workers);

    const failures = answers.filter((answer) => answer.status !== 200);
    console.log(
      `faults: killed ${killed} connections under load; ${answers.length} requests, ${failures.length} answered ${[...new Set(failures.map((answer) => answer.status))].join('/') || '-'}`,
    );
    expect(killed).toBeGreaterThan(0);
    expectAlive();
    for (const failure of failures) {
      expect(failure.status, failure.body).toBe(503);
      expect(JSON.parse(failure.body)).toEqual(UNAVAILABLE);
      expect(failure.at, lumen.output().slice(-3000)).toBeGreaterThanOrEqual(killedAt);
      expect(failure.at).toBeLessThan(killedAt + KILL_WINDOW_MS);
    }
    // Everything answered after that window succeeded: the pool reconnected by itself.
    const later = answers.filter((answer) => answer.at >= killedAt + KILL_WINDOW_MS);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((answer) => answer.status === 200)).toBe(true);
    expectAlive();
  });
});

describe('the database unreachable', () => {
  it(`refusing connections: 503 with a clear message within ${REFUSED_BOUND_MS} ms, the process stays up, and it recovers`, async () => {
    await proxy.set('refuse');
    const timings: number[] = [];
    for (let n = 0; n < 5; n++) {
      const { answer, ms } = await timed(
        n % 2 ? readBookmarks : () => signedIn('PUT', '/api/progress', { key: '2025-01-06-devotional', complete: true }),
      );
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toEqual(UNAVAILABLE);
      timings.push(ms);
    }
    expect(Math.max(...timings)).toBeLessThan(REFUSED_BOUND_MS);
    expectAlive();
    await proxy.set('forward');
    const recoveredMs = await expectRecovered();
    console.log(
      `faults: refused → 503 in ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; recovered ${recoveredMs.toFixed(0)} ms after the database returned`,
    );
    expectAlive();
  });

  it(`silent (connections accepted, never answered): 503 within ${SILENT_BOUND_MS} ms, and it recovers`, async () => {
    await proxy.set('blackhole');
    const timings: number[] = [];
    const concurrent = await Promise.all(Array.from({ length: 4 }, () => timed(readBookmarks)));
    for (const { answer, ms } of concurrent) {
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toEqual(UNAVAILABLE);
      timings.push(ms);
    }
    expect(Math.max(...timings)).toBeLessThan(SILENT_BOUND_MS);
    expectAlive();
    await proxy.set('forward');
    const recoveredMs = await expectRecovered();
    console.log(
      `faults: silent → 503 in ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; recovered ${recoveredMs.toFixed(0)} ms after the database returned`,
    );
    expectAlive();
  }, 60_000);
});

describe('a statement that runs too long', () => {
  it('is cancelled by statement_timeout and answered 503, not left hanging', async () => {
    const statementTimeoutMs = 500;
    const db = await openDatabase({ url: database.url, max: 2, statementTimeoutMs });
    const app = await createTestApp(db.sql);
    const lock = postgres(database.url, { max: 1, onnotice: () => {} });
    let release = () => {};
    try {
      const user = await registerTestUser(app, 'naomi');
      const locked = new Promise<void>((resolve) => {
        void lock.begin(async (tx) => {
          await tx`LOCK TABLE notes IN EXCLUSIVE MODE`;
          resolve();
          await new Promise<void>((done) => (release = done));
        });
      });
      await locked;
      const began = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: { ...SAME_ORIGIN, cookie: user.cookie },
        payload: { devotionId, content: 'Waiting.' },
      });
      const ms = performance.now() - began;
      console.log(
        `faults: a write blocked by a lock was answered ${response.statusCode} after ${ms.toFixed(0)} ms (statement_timeout ${statementTimeoutMs} ms)`,
      );
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeGreaterThanOrEqual(statementTimeoutMs);
      expect(ms).toBeLessThan(statementTimeoutMs + 2_000);
    } finally {
      release();
      await lock.end({ timeout: 2 });
      await app.close();
      await db.close();
    }
  });
});
