// SIGTERM under load (issue 15 part 5): the production entry, as a child process on a real
// PostgreSQL database, is stopped the way an orchestrator stops it.
//
// What this suite proves:
//   - requests the server had accepted before the signal finish with their real answers:
//     writes held in progress by a table lock (seen waiting in pg_stat_activity, so provably
//     accepted) complete with 200 after the signal, and their rows exist;
//   - after the signal, new connections are refused;
//   - under concurrent keep-alive load, nothing fails before the signal, requests in flight
//     at the signal are answered 200, and after it no answer is a 5xx other than Fastify's
//     503 for a request arriving while closing (the only connection errors are refusals and
//     idle keep-alive connections closed before a request on them was read);
//   - the process exits with code 0, within a bounded time once the held requests are done.
import { Agent } from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevotion } from '../factories/content.ts';
import { httpCall, sessionCookieFrom } from './support/http.ts';
import { PROCESS_ORIGIN, startLumenProcess, waitUntil, type LumenProcess } from './support/lumen-process.ts';
import { createFreshDatabase, type FreshDatabase } from './support/postgres-server.ts';

const HELD_WRITES = 4;
const LOAD_WORKERS = 12;
/** A request sent this long before the signal has reached the server: it must be answered. */
const IN_FLIGHT_MARGIN_MS = 200;
/** From the moment the held writes are let go to the process's exit. */
const EXIT_BOUND_MS = 10_000;

let database: FreshDatabase;
let lumen: LumenProcess | undefined;

beforeAll(async () => {
  database = await createFreshDatabase('shutdown');
  await insertDevotion(database.sql, { date: '2025-01-05' });
});

afterAll(async () => {
  await lumen?.stop(2_000);
  await database?.drop();
});

interface Outcome {
  startedAt: number;
  endedAt: number;
  status?: number;
  error?: string;
}

describe('SIGTERM under load', () => {
  it('finishes accepted requests, refuses new connections and exits 0', async () => {
    lumen = await startLumenProcess({ databaseUrl: database.url, env: { DATABASE_POOL_SIZE: '10' } });
    const { port } = lumen;
    const headers = { origin: PROCESS_ORIGIN, 'content-type': 'application/json' };
    const registered = await httpCall(port, {
      method: 'POST',
      path: '/api/auth/register',
      headers,
      body: JSON.stringify({ username: 'ruth', password: 'correct horse battery' }),
    });
    expect(registered.status, registered.body).toBe(200);
    const cookie = sessionCookieFrom(registered.headers)!;
    const [devotion] = await database.sql<{ id: number }[]>`SELECT id FROM devotions`;

    // Keep-alive load: session reads (a query each) and public reads, as browsers make them.
    const agent = new Agent({ keepAlive: true, maxSockets: LOAD_WORKERS });
    const outcomes: Outcome[] = [];
    let loading = true;
    const worker = async (n: number) => {
      for (let i = 0; loading; i++) {
        const startedAt = Date.now();
        const path = (n + i) % 3 === 0 ? '/api/devotions/2025-01-05' : '/api/bookmarks';
        try {
          const answer = await httpCall(port, { method: 'GET', path, headers: { cookie }, timeoutMs: 20_000 }, agent);
          outcomes.push({ startedAt, endedAt: Date.now(), status: answer.status });
        } catch (error) {
          outcomes.push({ startedAt, endedAt: Date.now(), error: (error as { code?: string }).code ?? (error as Error).message });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = Array.from({ length: LOAD_WORKERS }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // Writes the server has accepted and is working on: held by a lock on their table.
    const lock = postgres(database.url, { max: 1, onnotice: () => {} });
    let releaseLock = () => {};
    const locked = new Promise<void>((resolve) => {
      void lock.begin(async (tx) => {
        await tx`LOCK TABLE notes IN EXCLUSIVE MODE`;
        resolve();
        await new Promise<void>((release) => (releaseLock = release));
      });
    });
    await locked;
    const held = Array.from({ length: HELD_WRITES }, (_, n) =>
      httpCall(port, {
        method: 'POST',
        path: '/api/notes',
        headers: { ...headers, cookie },
        body: JSON.stringify({ devotionId: devotion!.id, content: `Held ${n}` }),
        timeoutMs: 30_000,
      }),
    );
    await waitUntil(
      async () => {
        const [row] = await database.sql<{ waiting: number }[]>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = ${database.name} AND wait_event_type = 'Lock'`;
        return row!.waiting === HELD_WRITES;
      },
      15_000,
      () => `the ${HELD_WRITES} held writes never all waited on the lock`,
    );

    const signalledAt = Date.now();
    lumen.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // New connections are refused while the held requests are still running.
    const fresh = await httpCall(port, { method: 'GET', path: '/api/devotions/2025-01-05', timeoutMs: 5_000 }).then(
      (answer) => `answered ${answer.status}`,
      (error: { code?: string }) => error.code ?? String(error),
    );
    expect(fresh).toBe('ECONNREFUSED');
    expect(lumen.child.exitCode, 'the process must wait for the held requests').toBeNull();

    const releasedAt = Date.now();
    releaseLock();
    await lock.end({ timeout: 5 });
    const answers = await Promise.all(held);
    expect(answers.map((answer) => answer.status)).toEqual(Array(HELD_WRITES).fill(200));
    const notes = await database.sql<{ content: string }[]>`SELECT content FROM notes ORDER BY content`;
    expect(notes.map((note) => note.content)).toEqual(Array.from({ length: HELD_WRITES }, (_, n) => `Held ${n}`));

    const exit = await Promise.race([
      lumen.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), EXIT_BOUND_MS)),
    ]);
    const exitedAfterMs = Date.now() - releasedAt;
    loading = false;
    await Promise.all(workers);
    agent.destroy();
    expect(exit, lumen.output()).toEqual({ code: 0, signal: null });

    const before = outcomes.filter((outcome) => outcome.endedAt < signalledAt);
    const after = outcomes.filter((outcome) => outcome.endedAt >= signalledAt);
    const summary = (list: Outcome[]) =>
      Object.entries(
        list.reduce<Record<string, number>>((counts, outcome) => {
          const key = String(outcome.status ?? outcome.error);
          counts[key] = (counts[key] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .map(([key, count]) => `${key}×${count}`)
        .join(' ');
    console.log(
      `shutdown: ${before.length} requests before SIGTERM (${summary(before)}), ${after.length} after (${summary(after)}); exit ${exitedAfterMs} ms after the held writes were let go, ${Date.now() - signalledAt} ms after SIGTERM`,
    );

    expect(before.length).toBeGreaterThan(50);
    expect(
      before.every((outcome) => outcome.status === 200),
      summary(before),
    ).toBe(true);
    // In flight at the signal: sent well before it (so the server had read it), answered after.
    const inFlight = after.filter((outcome) => outcome.startedAt < signalledAt - IN_FLIGHT_MARGIN_MS);
    expect(
      inFlight.filter((outcome) => outcome.status !== 200),
      summary(inFlight),
    ).toEqual([]);
    // After the signal: real answers, Fastify's 503 for requests arriving while closing, or
    // the connection refused / an idle keep-alive connection closed before the request was read.
    const unexpected = after.filter((outcome) =>
      outcome.status !== undefined
        ? outcome.status !== 200 && outcome.status !== 503
        : !['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(outcome.error!),
    );
    expect(unexpected, summary(after)).toEqual([]);
  }, 90_000);
});
