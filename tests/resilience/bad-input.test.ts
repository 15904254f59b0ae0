// Bad input never breaks the server (DECISIONS "Bad input anywhere … gets a clear 4xx error
// with a message, never a 500 and never a stack trace"; issue 15 part 4).
//
// What this suite proves, for every tRPC procedure and every REST path (both read from the
// router, so new ones are fuzzed without being listed), signed in and signed out, over real
// HTTP against the app on a listening port and a real database:
//   - generated malformed and hostile requests (wrong types, huge strings, lone surrogates,
//     RTL overrides, NUL, combining marks, "..", "%2e%2e", encoded slashes, double encoding,
//     "__proto__"/"constructor"/"prototype" keys, bad JSON, bad superjson, wrong content
//     types, oversize bodies, garbage, very long and very many cookies, missing, foreign and
//     malformed origins, wrong methods) are answered with a status below 500;
//   - every 4xx carries a readable message, and no answer carries a stack trace, a file path,
//     SQL text or a PostgreSQL error;
//   - a write without a same-origin Origin is refused with 403 before anything else runs;
//   - tRPC batches over MAX_BATCH_SIZE are refused;
//   - no request pollutes Object.prototype.
// Runs are seeded: a failure prints fast-check's seed and path; rerun one with
// RESILIENCE_SEED=<seed> (and RESILIENCE_FUZZ_RUNS=<n> for more or fewer runs per target).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_SIZE } from '../../server/app.ts';
import { createSessions } from '../../server/auth/sessions.ts';
import { CLIENT_ERROR_MESSAGES, ROUTER_ERROR_MESSAGES } from '../../server/http/router-errors.ts';
import { insertDevotion, insertJamesDay, insertStrongsEntry } from '../factories/content.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';
import { apiTargets, type ApiTarget } from './support/api-surface.ts';
import { httpCall, sessionCookieFrom, type HttpAnswer, type HttpCall } from './support/http.ts';
import {
  BAD_JSON_BODIES,
  CONTENT_TYPES,
  cookieHeader,
  cookieMode,
  encodeAny,
  headerText,
  hostileInput,
  hostileScalar,
  hostileString,
  JsonObject,
  originHeaders,
  originMode,
  pathSegment,
  rangeEnds,
  superjsonText,
  toJsonText,
  type CookieMode,
  type OriginMode,
} from './support/hostile-input.ts';

const RUNS_PER_TARGET = Number(process.env.RESILIENCE_FUZZ_RUNS ?? 40);
const SEED = Number(process.env.RESILIENCE_SEED ?? Date.now() % 2 ** 31);
const TARGETS = apiTargets();
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers the HTTP layer gives before any procedure runs. */
const GATE_STATUSES = new Set([403, 413, 415, 431]);

/** Things that must never reach a client: stack frames, file paths, SQL, driver errors. */
const LEAKS: RegExp[] = [
  /\bat (?:async )?[\w$.<>[\] ]+ \(?[^()\s]*:\d+:\d+\)?/,
  /node:internal|node_modules|\/work\/|file:\/\/|\.tsx?:\d+|\.m?js:\d+/,
  /\bSELECT\b[\s\S]{1,200}?\bFROM\b|\bINSERT INTO\s|\bUPDATE \S+ SET\b|\bDELETE FROM\s/,
  /syntax error at or near|invalid input syntax|violates [\w-]+ constraint|relation "[^"]+" does not exist|column "[^"]+"|invalid byte sequence|unsupported Unicode escape|PostgresError|out of range for type|current transaction is aborted/i,
  /"stack"\s*:\s*"/,
];

interface RequestPlan {
  call: HttpCall;
  origin: OriginMode;
  cookie: CookieMode;
  garbage: string;
  /** The batch's size, for batch calls. */
  batchSize?: number;
}

let db: TestDatabase;
let app: FastifyInstance;
let port: number;
let mintSession: () => Promise<string>;
let plausible: (key: string) => fc.Arbitrary<unknown>;
const seen = new Map<string, Map<number, number>>();

beforeAll(async () => {
  console.log(`bad-input: seed ${SEED}, ${RUNS_PER_TARGET} runs per target, ${TARGETS.length} targets`);
  db = await createTestDatabase();
  app = await createTestApp(db.sql);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;

  const dates = ['2025-01-05', '2025-01-06', '2025-12-25', '2026-06-30'];
  const devotionIds = [];
  for (const date of dates) devotionIds.push((await insertDevotion(db.sql, { date })).id);
  await insertJamesDay(db.sql, { day: 1 });
  await insertStrongsEntry(db.sql);

  const registered = await httpCall(port, {
    method: 'POST',
    path: '/api/auth/register',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fuzz-reader', password: TEST_PASSWORD }),
  });
  expect(registered.status, registered.body).toBe(200);
  const cookie = sessionCookieFrom(registered.headers)!;
  const [user] = await db.sql<{ id: string }[]>`SELECT id FROM users WHERE username_key = 'fuzz-reader'`;
  // A session of its own for every run: a fuzzed logout or reset must not sign the next run out.
  const sessions = createSessions(db.sql, { secure: false });
  mintSession = async () => sessions.cookieFor((await sessions.create(user!.id)).token).split(';')[0]!;

  const write = (method: string, path: string, body: unknown) =>
    httpCall(port, {
      method,
      path,
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const note = await write('POST', '/api/notes', { devotionId: devotionIds[0], content: 'Kept.' });
  expect(note.status, note.body).toBe(200);
  await write('POST', '/api/highlights', {
    id: 'fixture-highlight',
    devotionId: devotionIds[0],
    text: 'mercies',
    prefix: '',
    suffix: '',
    color: 'pink',
  });
  await write('POST', '/api/bookmarks', { devotionId: devotionIds[0] });

  const isoDateTime = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString());
  const planKey = fc
    .tuple(fc.constantFrom(...dates), fc.constantFrom('devotional', 'deeper-study', 'word-study', 'historical-context'))
    .map(([date, item]) => `${date}-${item}`);
  const shortText = fc.string({ minLength: 1, maxLength: 30 });
  const object = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.record(fields).map((record) => new JsonObject(Object.entries(record)));
  const highlight = object({
    id: fc.uuid(),
    devotionId: fc.constantFrom(...devotionIds),
    text: shortText,
    prefix: fc.string({ maxLength: 10 }),
    suffix: fc.string({ maxLength: 10 }),
    color: fc.constantFrom('yellow', 'pink', 'magenta'),
    createdAt: isoDateTime,
  });
  const byKey: Record<string, fc.Arbitrary<unknown>> = {
    date: fc.constantFrom(...dates, '1900-02-28', '2199-12-31'),
    today: fc.constant(new Date().toISOString().slice(0, 10)),
    query: fc.constantFrom('mercy', 'Morning Mercies', 'cheerfulness', 'joy'),
    q: fc.constantFrom('mercy', 'grace'),
    strongsNumber: fc.constantFrom('G5479', 'H1', 'g05479'),
    day: fc.integer({ min: 1, max: 30 }),
    username: fc.oneof(fc.constant('fuzz-reader'), fc.stringMatching(/^[a-z0-9_.-]{3,20}$/)),
    password: fc.constantFrom(TEST_PASSWORD, 'wrong password'),
    newPassword: fc.constant('a new song'),
    confirmPassword: fc.constant('a new song'),
    recoveryCode: fc.constant('AAAAA-AAAAA-AAAAA-AAAAA'),
    devotionId: fc.constantFrom(...devotionIds, 999_999),
    id: fc.oneof(fc.constant(note.status === 200 ? JSON.parse(note.body).id : 1), fc.constant('fixture-highlight'), fc.uuid()),
    text: shortText,
    prefix: fc.string({ maxLength: 10 }),
    suffix: fc.string({ maxLength: 10 }),
    content: shortText,
    color: fc.constantFrom('yellow', 'blue', 'green', 'pink', 'purple', 'magenta'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    timestamp: isoDateTime,
    answers: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
    key: planKey,
    complete: fc.boolean(),
    version: fc.constant('1.0'),
    bookmarks: fc.array(object({ devotionId: fc.constantFrom(...devotionIds), createdAt: isoDateTime }), { maxLength: 3 }),
    highlights: fc.array(highlight, { maxLength: 3 }),
    journal: fc.array(object({ date: fc.constantFrom(...dates), answers: fc.array(shortText, { maxLength: 2 }), updatedAt: isoDateTime }), {
      maxLength: 3,
    }),
    planProgress: fc.array(planKey, { maxLength: 4 }),
  };
  plausible = (key) => byKey[key] ?? hostileScalar;
}, 120_000);

/** A plausible value for a target's key, or one of the ends of the range its schema documents. */
function plausibleFor(target: ApiTarget): (key: string) => fc.Arbitrary<unknown> {
  return (key) => {
    const ends = rangeEnds(target.fieldSchemas[key]);
    return ends.length
      ? fc.oneof({ arbitrary: plausible(key), weight: 2 }, { arbitrary: fc.constantFrom(...ends), weight: 1 })
      : plausible(key);
  };
}

afterAll(async () => {
  await app?.close();
  await db?.close();
  const lines = [...seen].map(
    ([name, statuses]) =>
      `  ${name}: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
  );
  if (lines.length) console.log(`bad-input: statuses per target\n${lines.join('\n')}`);
});

function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom('q', ...keys, '__proto__', 'constructor[prototype][polluted]', '__proto__[polluted]', 'input', 'batch'),
    hostileString.filter((text) => text.length < 50).map(encodeAny),
  );
  const value = fc.oneof(
    fc
      .constantFrom('q', ...keys)
      .chain((key) => plausible(key))
      .map((item) => encodeAny(typeof item === 'string' ? item : toJsonText(item))),
    hostileString.filter((text) => text.length < 3000).map(encodeAny),
    fc.constantFrom('%', '%zz', '%00', '', '=', '&&', '%E0%A4%A'),
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([key, item]) => `${key}=${item}`).join('&')}` : ''));
}

/** A body for `input`: as it should be, or broken in one of the ways clients break bodies. */
function bodyFor(target: ApiTarget, input: unknown): fc.Arbitrary<{ body?: string | Buffer; contentType?: string }> {
  const wellFormed = target.transport === 'trpc' ? superjsonText(input) : fc.constant(toJsonText(input));
  const json = 'application/json';
  return fc.oneof(
    { arbitrary: wellFormed.map((body) => ({ body, contentType: json })), weight: 8 },
    { arbitrary: fc.tuple(wellFormed, fc.constantFrom(...CONTENT_TYPES)).map(([body, contentType]) => ({ body, contentType })), weight: 2 },
    { arbitrary: wellFormed.map((body) => ({ body })), weight: 1 },
    { arbitrary: fc.constantFrom(...BAD_JSON_BODIES).map((body) => ({ body, contentType: json })), weight: 2 },
    { arbitrary: fc.constant({ contentType: json }), weight: 1 },
    {
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
        body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
        contentType: json,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(70_000, 1_100_000).map((size) => ({ body: `{"content":"${'x'.repeat(size)}"}`, contentType: json })),
      weight: 1,
    },
  );
}

function requestPlan(target: ApiTarget): fc.Arbitrary<RequestPlan> {
  const method = fc.oneof(
    { arbitrary: fc.constant(target.method), weight: 12 },
    { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), weight: 1 },
  );
  const segments = fc.tuple(...target.params.map((param) => pathSegment(plausibleFor(target)(param))));
  return fc
    .record({
      method,
      input: hostileInput(target, plausibleFor(target)),
      segments,
      query: queryString(target.inputKeys),
      origin: originMode,
      cookie: cookieMode,
      garbage: headerText,
      extraHeaders: fc.subarray([
        ['x-forwarded-for', '1.2.3.4, evil'],
        ['accept', '*/*;q=garbage'],
        ['accept-encoding', 'br, gzip, identity;q=0'],
        ['if-none-match', '"garbage"'],
        ['content-length-ignored', '1'],
      ]),
    })
    .chain(({ method, input, segments, query, origin, cookie, garbage, extraHeaders }) => {
      const withBody = method !== 'GET' && method !== 'HEAD';
      const body = withBody ? bodyFor(target, input) : fc.constant({} as { body?: string | Buffer; contentType?: string });
      const trpcQuery =
        target.transport === 'trpc' && !withBody ? superjsonText(input).map((text) => `?input=${encodeAny(text)}`) : fc.constant('');
      return fc.tuple(body, trpcQuery).map(([{ body: payload, contentType }, trpcInput]): RequestPlan => {
        let path = target.path;
        target.params.forEach((param, index) => (path = path.replace(`:${param}`, segments[index]!)));
        path += target.transport === 'trpc' ? trpcInput || (query && query.replace(/^\?/, '?x=1&')) : query;
        const headers: Record<string, string> = Object.fromEntries(extraHeaders);
        if (contentType) headers['content-type'] = contentType;
        return { call: { method, path, headers, ...(payload !== undefined ? { body: payload } : {}) }, origin, cookie, garbage };
      });
    });
}

/** A batch of 1 to MAX_BATCH_SIZE + 6 calls of any procedures, well formed or not. */
const batchPlan: fc.Arbitrary<RequestPlan> = fc
  .record({
    targets: fc.array(fc.constantFrom(...TARGETS.filter((target) => target.transport === 'trpc')), {
      minLength: 1,
      maxLength: MAX_BATCH_SIZE + 6,
    }),
    asPost: fc.boolean(),
    cookie: cookieMode,
    origin: originMode,
    garbage: headerText,
  })
  .chain(({ targets, asPost, cookie, origin, garbage }) =>
    fc.tuple(...targets.map((target) => hostileInput(target, plausibleFor(target)).chain(superjsonText))).map((inputs): RequestPlan => {
      const batch = `{${inputs.map((text, index) => `"${index}":${text || 'null'}`).join(',')}}`;
      const path = `/trpc/${targets.map((target) => target.procedure).join(',')}?batch=1`;
      const call: HttpCall = asPost
        ? { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: batch }
        : { method: 'GET', path: `${path}&input=${encodeAny(batch)}` };
      return { call, origin, cookie, garbage, batchSize: targets.length };
    }),
  );

/** Paths that name no route, or try to climb out of one. */
const strayPathPlan: fc.Arbitrary<RequestPlan> = fc
  .record({
    prefix: fc.constantFrom('/api', '/trpc', '', '/api/devotions', '/api/share', '/assets', '/api/notes'),
    segments: fc.array(pathSegment(hostileString), { minLength: 1, maxLength: 4 }),
    method: fc.constantFrom('GET', 'POST', 'DELETE', 'HEAD'),
    origin: originMode,
    cookie: cookieMode,
    garbage: headerText,
  })
  .map(({ prefix, segments, method, origin, cookie, garbage }) => ({
    call: { method, path: `${prefix}/${segments.join('/')}` },
    origin,
    cookie,
    garbage,
  }));

async function send(plan: RequestPlan): Promise<HttpAnswer> {
  const session =
    plan.cookie === 'none' || plan.cookie === 'garbage' || plan.cookie === 'garbage-session' || plan.cookie === 'long'
      ? ''
      : await mintSession();
  const cookie = cookieHeader(plan.cookie, session, plan.garbage);
  const headers = { ...plan.call.headers, ...originHeaders(plan.origin, TEST_ORIGIN), ...(cookie ? { cookie } : {}) };
  try {
    return await httpCall(port, { ...plan.call, headers, timeoutMs: 20_000 });
  } catch (error) {
    // Node's HTTP parser refuses a head over 16 KiB (431) or a raw non-ASCII byte in the path
    // (400) before the app runs, and closes: the client may see a reset while still writing,
    // or, after HEAD, that refusal's body where it expects the next answer. Only those cases
    // count as that refusal.
    const code = (error as { code?: string }).code;
    const longHead = plan.cookie === 'long' || plan.call.path.length > 16_000;
    const rawBytes = /[^\x21-\x7e]/.test(plan.call.path);
    if (
      (longHead && (code === 'ECONNRESET' || code === 'EPIPE')) ||
      ((longHead || rawBytes) && plan.call.method === 'HEAD' && code === 'HPE_INVALID_CONSTANT')
    ) {
      return { status: longHead ? 431 : 400, headers: {}, body: '' };
    }
    throw error;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The message of a 4xx answer, from REST's `{ error }` or tRPC's error envelope (one call or a batch). */
function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    const first = Array.isArray(parsed)
      ? (parsed.find((item) => item && typeof item === 'object' && 'error' in item) ?? parsed[0])
      : parsed;
    const error = (first as { error?: unknown } | null)?.error;
    if (typeof error === 'string') return error;
    const message =
      (error as { json?: { message?: unknown } } | undefined)?.json?.message ?? (first as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

function describePlan(plan: RequestPlan, answer: HttpAnswer): string {
  const body = plan.call.body === undefined ? '' : ` body(${plan.call.body.length} bytes): ${String(plan.call.body).slice(0, 300)}`;
  return `${plan.call.method} ${plan.call.path.slice(0, 400)} [origin ${plan.origin}, cookie ${plan.cookie}, ${JSON.stringify(plan.call.headers ?? {})}]${body}\n→ ${answer.status} ${answer.body.slice(0, 600)}`;
}

/** The rules every answer keeps, whatever was asked. */
function checkAnswer(plan: RequestPlan, answer: HttpAnswer, label: string): void {
  const counts = seen.get(label) ?? new Map<number, number>();
  counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  seen.set(label, counts);
  const where = () => describePlan(plan, answer);
  if (answer.status >= 500) throw new Error(`A ${answer.status} for bad input: ${where()}`);
  const sent = safeDecode(plan.call.path) + String(plan.call.body ?? '') + plan.garbage;
  for (const pattern of LEAKS) {
    const match = pattern.exec(answer.body);
    if (match && !sent.includes(match[0])) throw new Error(`The answer leaks internals (${JSON.stringify(match[0])}): ${where()}`);
  }
  // Node's HTTP parser answers 431 for oversize headers before the app is asked, with no body.
  if (answer.status >= 400 && plan.call.method !== 'HEAD' && answer.status !== 431) {
    const message = messageOf(answer.body);
    if (!message) throw new Error(`A ${answer.status} without a readable message: ${where()}`);
  }
  const guarded = /^\/(?:api|trpc)(?:[/?]|$)/.test(plan.call.path);
  // (A request line Node cannot parse, or a URL that does not decode, is refused with 400
  // before the origin check: nothing runs either.)
  const refusedUnread =
    answer.status === 431 ||
    (answer.status === 400 &&
      (/"Client Error"/.test(answer.body) ||
        [CLIENT_ERROR_MESSAGES[400], ROUTER_ERROR_MESSAGES[400]].includes(messageOf(answer.body) ?? '')));
  if (guarded && WRITE_METHODS.has(plan.call.method) && plan.origin !== 'same' && answer.status !== 403 && !refusedUnread) {
    throw new Error(`A cross-origin write was not refused with 403: ${where()}`);
  }
  if (plan.batchSize !== undefined && plan.batchSize > MAX_BATCH_SIZE && answer.status < 400) {
    throw new Error(`A batch of ${plan.batchSize} calls (limit ${MAX_BATCH_SIZE}) was answered: ${where()}`);
  }
}

const options = (runs: number) => ({ numRuns: runs, seed: SEED, endOnFailure: true });

describe('the generators', () => {
  const target = (name: string) => TARGETS.find((candidate) => candidate.name === name)!;

  it('include the extreme ends of every documented range, and the value past each', () => {
    expect(rangeEnds(target('tRPC GET devotion.byDate').fieldSchemas.date)).toEqual(
      expect.arrayContaining(['0000-01-01', '0099-12-31', '9999-12-31']),
    );
    expect(rangeEnds(target('REST GET /api/devotions/:date/navigation').fieldSchemas.today)).toEqual(
      expect.arrayContaining(['0000-01-01', '9999-12-31']),
    );
    expect(rangeEnds(target('REST GET /api/highlights/:id').fieldSchemas.id)).toEqual(
      expect.arrayContaining([1, 0, 999_999_999_999_999, 1e15]),
    );
    expect(rangeEnds(target('REST GET /api/james-studies/:day').fieldSchemas.day)).toEqual([1, 0, 30, 31]);
    expect(rangeEnds(target('REST PUT /api/notes/:id').fieldSchemas.id)).toEqual(expect.arrayContaining([2_147_483_647, 2_147_483_648]));
    expect(rangeEnds(target('REST GET /api/devotions/search').fieldSchemas.q)).toEqual(['aaa', 'aa', 'a'.repeat(100), 'a'.repeat(101)]);
    // Every bound any input documents has its ends generated.
    for (const { name, fieldSchemas } of TARGETS) {
      for (const [key, schema] of Object.entries(fieldSchemas)) {
        for (const bound of ['minimum', 'maximum', 'exclusiveMinimum', 'minLength', 'maxLength'] as const) {
          const value = schema[bound];
          if (typeof value !== 'number') continue;
          const ends = rangeEnds(schema);
          expect(
            ends.some((end) => end === value || (typeof end === 'string' && end.length === value)),
            `${name} ${key} ${bound}`,
          ).toBe(true);
        }
        if (schema.format === 'date-time') expect(rangeEnds(schema), `${name} ${key}`).toContain('0000-01-01T00:00:00.000Z');
      }
    }
  });
});

describe('every procedure, over tRPC and REST, answers hostile input with a 4xx and no internals', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s',
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(requestPlan(target), async (plan) => checkAnswer(plan, await send(plan), target.name)),
        options(RUNS_PER_TARGET),
      );
      // The runs must have reached the procedures, not only the HTTP layer's gates.
      const statuses = [...(seen.get(target.name)?.keys() ?? [])];
      expect(
        statuses.filter((status) => !GATE_STATUSES.has(status)),
        `statuses seen: ${statuses.join(', ')}`,
      ).not.toHaveLength(0);
    },
    120_000,
  );
});

describe('tRPC batches', () => {
  it(`answers batches of any procedures with a 4xx or per-call results, and refuses more than ${MAX_BATCH_SIZE} calls`, async () => {
    await fc.assert(
      fc.asyncProperty(batchPlan, async (plan) => checkAnswer(plan, await send(plan), 'tRPC batch')),
      options(RUNS_PER_TARGET * 2),
    );
  }, 120_000);
});

describe('paths that name no route', () => {
  it('answers stray, climbing and double-encoded paths with a 4xx and a message', async () => {
    await fc.assert(
      fc.asyncProperty(strayPathPlan, async (plan) => checkAnswer(plan, await send(plan), 'stray paths')),
      options(RUNS_PER_TARGET * 2),
    );
  }, 120_000);
});

describe('what this suite found, pinned (each was a 500)', () => {
  it('a malformed cookie of another site beside the session keeps the reader signed in (Lucia threw URIError)', async () => {
    const session = await mintSession();
    const answer = await httpCall(port, {
      method: 'GET',
      path: '/api/auth/me',
      headers: { cookie: `other-site=%E0%A4%A; ${session}; broken=%` },
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ user: { username: 'fuzz-reader' } });
  });

  const NUL_MESSAGE = 'text may not contain the NUL character (U+0000)';
  it.each([
    ['a search query', 'GET', '/api/devotions/search?q=mercy%00', undefined, `query: ${NUL_MESSAGE}`],
    [
      "a Strong's search",
      'GET',
      '/trpc/strongs.search?input=' + encodeURIComponent('{"json":{"query":"joy\\u0000"}}'),
      undefined,
      `query: ${NUL_MESSAGE}`,
    ],
    ['a note', 'POST', '/api/notes', { devotionId: 1, content: 'a\u0000b' }, `content: ${NUL_MESSAGE}`],
    ['a journal answer', 'PUT', '/api/journal/2025-01-05', { answers: ['fine', 'x\u0000'] }, `answers.1: ${NUL_MESSAGE}`],
    [
      'a username at sign-in',
      'POST',
      '/api/auth/login',
      { username: 'fuzz\u0000reader', password: 'anything' },
      `username: ${NUL_MESSAGE}`,
    ],
  ])('NUL in %s is refused with 400 naming the field (PostgreSQL cannot store it)', async (_what, method, path, body, message) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie: await mintSession() };
    if (body) headers['content-type'] = 'application/json';
    const answer = await httpCall(port, { method, path, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    expect(answer.status, answer.body).toBe(400);
    expect(messageOf(answer.body)).toBe(message);
  });
});

describe('after all of it', () => {
  it('no request polluted Object.prototype', () => {
    expect(
      Object.getOwnPropertyNames(Object.prototype).filter(
        (name) =>
          ![
            'constructor',
            '__defineGetter__',
            '__defineSetter__',
            'hasOwnProperty',
            '__lookupGetter__',
            '__lookupSetter__',
            'isPrototypeOf',
            'propertyIsEnumerable',
            'toString',
            'valueOf',
            '__proto__',
            'toLocaleString',
          ].includes(name),
      ),
    ).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the server still answers a plain request', async () => {
    const answer = await httpCall(port, { method: 'GET', path: '/api/devotions/2025-01-05' });
    expect(answer.status).toBe(200);
  });
});
