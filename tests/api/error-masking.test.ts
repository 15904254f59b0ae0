// A bug on the server (here: a query that no longer matches the schema) answers a plain 500
// on both transports: the database's own message, the SQL and any stack stay in the log.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertDevotion } from '../factories/content.ts';
import { trpcQueryUrl, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Runs `read` while the devotions table lacks a column the service selects. */
async function withBrokenSchema<T>(read: () => Promise<T>): Promise<T> {
  await context.db.sql`ALTER TABLE devotions RENAME COLUMN title TO title_renamed_by_a_bad_migration`;
  try {
    return await read();
  } finally {
    await context.db.sql`ALTER TABLE devotions RENAME COLUMN title_renamed_by_a_bad_migration TO title`;
  }
}

describe('an unexpected failure while reading public content', () => {
  it('over REST: 500 with the plain message, nothing of the database error, never cacheable', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const response = await withBrokenSchema(() => context.app.inject('/api/devotions/2025-01-05'));

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: INTERNAL_MESSAGE });
    expect(response.body).not.toMatch(/title|column|SELECT|devotions|at \w+ \(/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-lumen-cache']).toBeUndefined();
  });

  it('over tRPC: 500 with the plain message, no stack, never cacheable', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const response = await withBrokenSchema(() => context.app.inject(trpcQueryUrl('devotion.byDate', { date: '2025-01-05' })));

    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.json.message).toBe(INTERNAL_MESSAGE);
    expect(error.json.data.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.json.data.stack ?? null).toBeNull(); // no stack trace, whatever NODE_ENV says
    expect(response.body).not.toMatch(/title_renamed|column|SELECT|at \w+ \(/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-lumen-cache']).toBeUndefined();
  });

  it("over tRPC: what the client is not told goes to the operator's log, with the procedure", async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const logged = vi.spyOn(context.app.log, 'error');
    await withBrokenSchema(() => context.app.inject(trpcQueryUrl('devotion.byDate', { date: '2025-01-05' })));

    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: expect.stringMatching(/title/) }) },
      'tRPC devotion.byDate failed',
    );
  });

  it('is not remembered: once the schema is right again, the same read succeeds', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Mercies Restored' });
    await withBrokenSchema(() => context.app.inject('/api/devotions/2025-01-05'));

    const response = await context.app.inject('/api/devotions/2025-01-05');
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Mercies Restored');
  });
});

describe('a malformed request', () => {
  it('is the client’s fault: 400 that says what is wrong, not a 500', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://lumen.test', 'content-type': 'application/json' },
      payload: '{"username": "ruth", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/i);
  });

  it('with a body over the limit is refused with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://lumen.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'ruth', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
