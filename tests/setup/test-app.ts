// The real HTTP app over a test database, driven with Fastify's inject (no open port).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Sql } from '../../db/client.ts';
import { buildApp, withAccounts, type AppOptions } from '../../server/app.ts';
import type { SessionUser } from '../../server/auth/sessions.ts';
import { loadHeroImages } from '../../server/services/hero-images.ts';
import { createContextInner } from '../../server/trpc/context.ts';
import { createCaller } from '../../server/trpc/root.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://lumen.test';
/** What a browser sends with a write from one of our pages (server/auth/origin.ts). */
export const SAME_ORIGIN = { origin: TEST_ORIGIN } as const;
export const TEST_PASSWORD = 'correct horse battery';

// Every test request comes from one address: the request limits are raised (tests/api/rate-limits.test.ts checks the real ones).
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: false,
  PUBLIC_ORIGIN: TEST_ORIGIN,
  RATE_LIMIT_FACTOR: 1000,
} as const;

function testDependencies(sql: Sql) {
  return withAccounts({ sql, images: loadHeroImages(), origin: TEST_ORIGIN, isReady: () => true }, TEST_ENV);
}

/** A tRPC caller without HTTP, signed out or as `user` (a row of `users`, see insertTestUser). */
export function createTestCaller(sql: Sql, { user = null }: { user?: SessionUser | null } = {}) {
  return createCaller(createContextInner(testDependencies(sql), { session: async () => ({ user, sessionId: null }) }));
}

/** A user row straight in the database (its password never verifies: sign in through the API for that). */
export async function insertTestUser(sql: Sql, username = `reader-${randomUUID().slice(0, 8)}`): Promise<SessionUser> {
  const id = randomUUID();
  await sql`
    INSERT INTO users (id, username, username_key, password_hash, recovery_code_hash)
    VALUES (${id}, ${username}, ${username.toLowerCase()}, 'not-a-hash', 'not-a-hash')`;
  return { id, username };
}

export function createTestApp(
  sql: Sql,
  clientDir?: string,
  env: Partial<AppOptions['env']> = {},
  options: Pick<AppOptions, 'connections' | 'previewImages'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    env: { ...TEST_ENV, ...env },
    dependencies: { sql, images: loadHeroImages(), origin: TEST_ORIGIN, isReady: () => true },
    clientDir,
    ...options,
  });
}

/** The URL of a tRPC GET call with its superjson-encoded input. */
export function trpcQueryUrl(path: string, input: unknown): string {
  return `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

/** The `name=value` part of a response's session cookie, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('lumen_session='));
  if (!header) throw new Error(`No session cookie in the response (${response.statusCode} ${response.body})`);
  return header.split(';')[0]!;
}

export interface SignedInTestUser {
  username: string;
  password: string;
  recoveryCode: string;
  /** For a Cookie header. */
  cookie: string;
}

/** Registers through POST /api/auth/register, as the browser does. */
export async function registerTestUser(
  app: FastifyInstance,
  username = `reader-${randomUUID().slice(0, 8)}`,
  password = TEST_PASSWORD,
): Promise<SignedInTestUser> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', headers: SAME_ORIGIN, payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
  return { username, password, recoveryCode: response.json().recoveryCode, cookie: sessionCookieOf(response) };
}

/** Empties what readers keep; content tables are emptied by the test database. */
async function resetUserData(sql: Sql): Promise<void> {
  await sql`TRUNCATE users, sessions, bookmarks, highlights, notes, journal_entries, plan_progress, memory_cards, throttle RESTART IDENTITY`;
}

/**
 * For a test file: a fresh database and the app over it, emptied before each test.
 * Read `context.db` and `context.app` inside tests (they exist once beforeAll has run).
 */
export function useTestApp(): { db: TestDatabase; app: FastifyInstance } {
  const context = {} as { db: TestDatabase; app: FastifyInstance };
  beforeAll(async () => {
    context.db = await createTestDatabase();
    context.app = await createTestApp(context.db.sql);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  beforeEach(async () => {
    await context.db.reset();
    await resetUserData(context.db.sql);
  });
  return context;
}
