// Load without loss across instances (issue 15 part 6; DECISIONS "Scale": app servers are
// stateless, several run against one PostgreSQL). Two production processes on their own
// ports share one fresh database on the real server.
//
// What this suite proves:
//   - 50 signed-in readers spread over both instances, writing bookmarks, highlights, notes,
//     journal answers and plan progress through the REST API for RESILIENCE_LOAD_SECONDS
//     (default 30), get no error at all;
//   - afterwards, read back through the *other* instance, each reader's data is exactly what
//     their acknowledged writes make it (exact sets per reader: nothing lost, nothing extra);
//   - a session made on one instance is valid on the other;
//   - the login throttle counts across instances: wrong passwords alternated between them are
//     refused at exactly the (limit + 1)th attempt with 429 and Retry-After, with counters in
//     PostgreSQL and, as a second case, in Redis (REDIS_URL, default redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_POLICIES } from '../../server/services/throttle.ts';

const PER_USER = THROTTLE_POLICIES.usernameFromClient;
import { insertDevotion } from '../factories/content.ts';
import { httpCall, sessionCookieFrom, type HttpAnswer } from './support/http.ts';
import { PROCESS_ORIGIN, startLumenProcess, type LumenProcess } from './support/lumen-process.ts';
import { createFreshDatabase, type FreshDatabase } from './support/postgres-server.ts';

const READERS = 50;
const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 30);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DATES = Array.from({ length: 12 }, (_, n) => `2025-02-${String(n + 1).padStart(2, '0')}`);
const PLAN_ITEMS = ['devotional', 'deeper-study', 'word-study', 'historical-context'];

let database: FreshDatabase;
const instances: LumenProcess[] = [];
const redisInstances: LumenProcess[] = [];
const agents = new Map<number, Agent>();
const devotionIds: number[] = [];

beforeAll(async () => {
  database = await createFreshDatabase('instances');
  for (const date of DATES) devotionIds.push((await insertDevotion(database.sql, { date })).id);
  // All four start together: two with throttle counters in PostgreSQL, two in Redis.
  const started = await Promise.all([
    ...[0, 1].map(() => startLumenProcess({ databaseUrl: database.url })),
    ...[0, 1].map(() => startLumenProcess({ databaseUrl: database.url, env: { REDIS_URL } })),
  ]);
  instances.push(...started.slice(0, 2));
  redisInstances.push(...started.slice(2));
}, 120_000);

afterAll(async () => {
  await Promise.all([...instances, ...redisInstances].map((instance) => instance.stop(5_000)));
  for (const agent of agents.values()) agent.destroy();
  await database?.drop();
});

function call(instance: LumenProcess, method: string, path: string, cookie: string | null, body?: unknown): Promise<HttpAnswer> {
  let agent = agents.get(instance.port);
  if (!agent) agents.set(instance.port, (agent = new Agent({ keepAlive: true, maxSockets: 64 })));
  const headers: Record<string, string> = { origin: PROCESS_ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return httpCall(
    instance.port,
    { method, path, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}), timeoutMs: 30_000 },
    agent,
  );
}

/** What a reader's acknowledged writes make their data: the exact expected state. */
interface ReaderState {
  username: string;
  cookie: string;
  home: LumenProcess;
  other: LumenProcess;
  bookmarks: Set<number>;
  highlights: Map<string, string>;
  notes: Map<number, { devotionId: number; content: string }>;
  journal: Map<string, string[]>;
  progress: Set<string>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One random write by `reader`; throws unless acknowledged with 200. Returns its name. */
async function writeOnce(reader: ReaderState): Promise<string> {
  const at = reader.home;
  const ok = (answer: HttpAnswer, what: string) => {
    if (answer.status !== 200)
      throw new Error(`${what} by ${reader.username} on :${at.port}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer;
  };
  switch (Math.floor(Math.random() * 10)) {
    case 0: {
      const devotionId = pick(devotionIds);
      ok(await call(at, 'POST', '/api/bookmarks', reader.cookie, { devotionId }), 'bookmark');
      reader.bookmarks.add(devotionId);
      return 'bookmark.add';
    }
    case 1: {
      if (reader.bookmarks.size === 0) return writeOnce(reader);
      const devotionId = pick([...reader.bookmarks]);
      ok(await call(at, 'DELETE', `/api/bookmarks/${devotionId}`, reader.cookie), 'unbookmark');
      reader.bookmarks.delete(devotionId);
      return 'bookmark.remove';
    }
    case 2: {
      const id = randomUUID();
      const text = `grace ${id.slice(0, 6)}`;
      ok(
        await call(at, 'POST', '/api/highlights', reader.cookie, {
          id,
          devotionId: pick(devotionIds),
          text,
          prefix: 'by ',
          suffix: ' alone',
          color: 'green',
        }),
        'highlight',
      );
      reader.highlights.set(id, text);
      return 'highlight.create';
    }
    case 3: {
      if (reader.highlights.size === 0) return writeOnce(reader);
      const id = pick([...reader.highlights.keys()]);
      ok(await call(at, 'DELETE', `/api/highlights/${id}`, reader.cookie), 'unhighlight');
      reader.highlights.delete(id);
      return 'highlight.remove';
    }
    case 4: {
      const devotionId = pick(devotionIds);
      const content = `Note ${randomUUID()}`;
      const answer = ok(await call(at, 'POST', '/api/notes', reader.cookie, { devotionId, content }), 'note');
      reader.notes.set((JSON.parse(answer.body) as { id: number }).id, { devotionId, content });
      return 'notes.create';
    }
    case 5: {
      if (reader.notes.size === 0) return writeOnce(reader);
      const id = pick([...reader.notes.keys()]);
      const content = `Edited ${randomUUID()}`;
      ok(await call(at, 'PUT', `/api/notes/${id}`, reader.cookie, { content }), 'note edit');
      reader.notes.set(id, { ...reader.notes.get(id)!, content });
      return 'notes.update';
    }
    case 7: {
      if (reader.notes.size === 0) return writeOnce(reader);
      const id = pick([...reader.notes.keys()]);
      ok(await call(at, 'DELETE', `/api/notes/${id}`, reader.cookie), 'note delete');
      reader.notes.delete(id);
      return 'notes.delete';
    }
    case 6: {
      const date = pick(DATES);
      const answers = Math.random() < 0.15 ? [''] : [`Answer ${randomUUID()}`, 'second'];
      ok(await call(at, 'PUT', `/api/journal/${date}`, reader.cookie, { answers }), 'journal');
      if (answers.every((answer) => answer.trim() === '')) reader.journal.delete(date);
      else reader.journal.set(date, answers);
      return 'journal.save';
    }
    default: {
      const key = `${pick(DATES)}-${pick(PLAN_ITEMS)}`;
      const complete = Math.random() < 0.7;
      ok(await call(at, 'PUT', '/api/progress', reader.cookie, { key, complete }), 'progress');
      if (complete) reader.progress.add(key);
      else reader.progress.delete(key);
      return 'progress.set';
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

describe('two instances, one database', () => {
  it(
    `${READERS} readers write for ${LOAD_SECONDS} s without an error, and every acknowledged write reads back exactly from the other instance`,
    async () => {
      const readers: ReaderState[] = [];
      for (let start = 0; start < READERS; start += 10) {
        readers.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, READERS - start) }, async (_, offset) => {
              const n = start + offset;
              const home = instances[n % 2]!;
              const username = `reader-${n}-${randomUUID().slice(0, 6)}`;
              const answer = await call(home, 'POST', '/api/auth/register', null, { username, password: 'correct horse battery' });
              expect(answer.status, answer.body).toBe(200);
              return {
                username,
                cookie: sessionCookieFrom(answer.headers)!,
                home,
                other: instances[(n + 1) % 2]!,
                bookmarks: new Set<number>(),
                highlights: new Map<string, string>(),
                notes: new Map<number, { devotionId: number; content: string }>(),
                journal: new Map<string, string[]>(),
                progress: new Set<string>(),
              } satisfies ReaderState;
            }),
          )),
        );
      }

      const latencies: number[] = [];
      const counts = new Map<string, number>();
      const errors: string[] = [];
      const deadline = Date.now() + LOAD_SECONDS * 1000;
      const startedAt = Date.now();
      await Promise.all(
        readers.map(async (reader) => {
          while (Date.now() < deadline && errors.length === 0) {
            const began = performance.now();
            try {
              const name = await writeOnce(reader);
              counts.set(name, (counts.get(name) ?? 0) + 1);
              latencies.push(performance.now() - began);
            } catch (error) {
              errors.push((error as Error).message);
            }
          }
        }),
      );
      const seconds = (Date.now() - startedAt) / 1000;
      latencies.sort((a, b) => a - b);
      console.log(
        `instances: ${latencies.length} acknowledged writes in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s) by ${READERS} readers; ` +
          `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms; ` +
          [...counts].map(([name, count]) => `${name}×${count}`).join(' '),
      );
      expect(errors).toEqual([]);
      expect(latencies.length).toBeGreaterThan(READERS);

      // Read back through the other instance, with the session made on the home instance.
      for (const reader of readers) {
        const read = async <T>(path: string): Promise<T> => {
          const answer = await call(reader.other, 'GET', path, reader.cookie);
          expect(answer.status, `${path} for ${reader.username}: ${answer.body}`).toBe(200);
          return JSON.parse(answer.body) as T;
        };
        const me = await read<{ user: { username: string } | null }>('/api/auth/me');
        expect(me.user?.username).toBe(reader.username);
        const bookmarks = await read<{ devotionId: number }[]>('/api/bookmarks');
        expect(bookmarks.map((bookmark) => bookmark.devotionId).sort()).toEqual([...reader.bookmarks].sort());
        const highlights = await read<{ id: string; text: string }[]>('/api/highlights');
        expect(new Map(highlights.map((highlight) => [highlight.id, highlight.text]))).toEqual(reader.highlights);
        const notes = new Map<number, { devotionId: number; content: string }>();
        for (const devotionId of devotionIds) {
          for (const note of await read<{ id: number; devotionId: number; content: string }[]>(`/api/notes?devotionId=${devotionId}`)) {
            notes.set(note.id, { devotionId: note.devotionId, content: note.content });
          }
        }
        expect(notes).toEqual(reader.notes);
        const journal = await read<{ date: string; answers: string[] }[]>('/api/journal');
        expect(new Map(journal.map((entry) => [entry.date, entry.answers]))).toEqual(reader.journal);
        const progress = await read<string[]>('/api/progress');
        expect(new Set(progress)).toEqual(reader.progress);
      }
      // Nothing was written for anyone else: the tables hold exactly the readers' rows.
      const [totals] = await database.sql<{ bookmarks: number; highlights: number; notes: number; journal: number; progress: number }[]>`
      SELECT (SELECT count(*)::int FROM bookmarks) AS bookmarks, (SELECT count(*)::int FROM highlights) AS highlights,
             (SELECT count(*)::int FROM notes) AS notes, (SELECT count(*)::int FROM journal_entries) AS journal,
             (SELECT count(*)::int FROM plan_progress) AS progress`;
      const sum = (size: (reader: ReaderState) => number) => readers.reduce((total, reader) => total + size(reader), 0);
      expect(totals).toEqual({
        bookmarks: sum((reader) => reader.bookmarks.size),
        highlights: sum((reader) => reader.highlights.size),
        notes: sum((reader) => reader.notes.size),
        journal: sum((reader) => reader.journal.size),
        progress: sum((reader) => reader.progress.size),
      });
    },
    60_000 + LOAD_SECONDS * 1000,
  );

  it('a session made on one instance is valid on the other, and signing out on one ends it on both', async () => {
    const [a, b] = instances as [LumenProcess, LumenProcess];
    const registered = await call(a, 'POST', '/api/auth/register', null, { username: 'ruth-crossing', password: 'correct horse battery' });
    const cookie = sessionCookieFrom(registered.headers)!;
    expect(JSON.parse((await call(b, 'GET', '/api/auth/me', cookie)).body)).toEqual({ user: { username: 'ruth-crossing' } });
    expect((await call(b, 'POST', '/api/auth/logout', cookie, {})).status).toBe(200);
    expect(JSON.parse((await call(a, 'GET', '/api/auth/me', cookie)).body)).toEqual({ user: null });
  });
});

/** Wrong passwords alternated between `pair`: refused at exactly the (limit + 1)th attempt. */
async function expectThrottleAcross(pair: LumenProcess[], username: string): Promise<void> {
  const registered = await call(pair[0]!, 'POST', '/api/auth/register', null, { username, password: 'correct horse battery' });
  expect(registered.status, registered.body).toBe(200);
  const attempt = (n: number) => call(pair[n % 2]!, 'POST', '/api/auth/login', null, { username, password: 'wrong password' });
  for (let n = 1; n <= PER_USER.freeFailures; n++) {
    const answer = await attempt(n);
    expect(answer.status, `attempt ${n} on :${pair[n % 2]!.port}: ${answer.body}`).toBe(401);
  }
  const refused = await attempt(PER_USER.freeFailures + 1);
  expect(refused.status, refused.body).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(PER_USER.firstDelaySeconds - 5);
  expect(retryAfter).toBeLessThanOrEqual(PER_USER.firstDelaySeconds);
  // The right password from this client, on the instance that has not refused yet, waits too: one counter.
  const right = await call(pair[PER_USER.freeFailures % 2]!, 'POST', '/api/auth/login', null, {
    username,
    password: 'correct horse battery',
  });
  expect(right.status).toBe(429);
}

describe('the login throttle across instances', () => {
  it('counts in PostgreSQL across both instances', async () => {
    await expectThrottleAcross(instances, `throttled-${randomUUID().slice(0, 8)}`);
    const [row] = await database.sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM throttle WHERE key LIKE 'login:user:throttled-%'`;
    expect(row!.count).toBe(1);
  });

  it(`counts in Redis across both instances when REDIS_URL is set (${REDIS_URL})`, async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    try {
      await redis.connect();
    } catch (error) {
      throw new Error(`This case needs Redis at ${REDIS_URL}: ${(error as Error).message}`, { cause: error });
    }
    const username = `redis-throttled-${randomUUID().slice(0, 8)}`;
    // The address's counter may hold failures of an earlier run within its window: start clean.
    await redis.del('lumen:throttle:login:client:127.0.0.1');
    try {
      await expectThrottleAcross(redisInstances, username);
      // The refused attempts counted nowhere.
      expect(Number(await redis.hget(`lumen:throttle:login:user:${username}:client:127.0.0.1`, 'failures'))).toBe(PER_USER.freeFailures);
      const [row] = await database.sql<
        { count: number }[]
      >`SELECT count(*)::int AS count FROM throttle WHERE key LIKE 'login:user:redis-throttled-%'`;
      expect(row!.count).toBe(0);
    } finally {
      await redis.del(`lumen:throttle:login:user:${username}:client:127.0.0.1`, 'lumen:throttle:login:client:127.0.0.1');
      await redis.quit();
    }
  });
});
