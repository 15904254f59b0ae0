// The real HTTP app over a test database, driven with Fastify's inject (no open port).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Sql } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { loadHeroImages } from '../../server/services/hero-images.ts';
import { createContextInner } from '../../server/trpc/context.ts';
import { createCaller } from '../../server/trpc/root.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://lumen.test';

export function testDependencies(sql: Sql) {
  return { sql, images: loadHeroImages(), origin: TEST_ORIGIN, isReady: () => true };
}

export function createTestCaller(sql: Sql) {
  return createCaller(createContextInner(testDependencies(sql)));
}

export function createTestApp(sql: Sql, clientDir?: string): Promise<FastifyInstance> {
  return buildApp({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: TEST_ORIGIN },
    dependencies: testDependencies(sql),
    clientDir,
  });
}

/** The URL of a tRPC GET call with its superjson-encoded input. */
export function trpcQueryUrl(path: string, input: unknown): string {
  return `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
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
  beforeEach(() => context.db.reset());
  return context;
}
