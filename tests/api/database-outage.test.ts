import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { insertDevotion } from '../factories/content.ts';
import { createTestApp } from '../setup/test-app.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let cleanup = async () => {};
afterAll(() => cleanup());

describe('when the database is unreachable', () => {
  it('answers 503 with a clear message, stays up, and recovers when the database returns', async () => {
    const port = await freePort();
    const sql = postgres({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
      max: 2,
      connect_timeout: 2,
      onnotice: () => {},
    });
    const app = await createTestApp(sql);
    cleanup = async () => {
      await sql.end({ timeout: 1 });
      await app.close();
    };

    const down = await app.inject('/api/devotions/2025-01-05');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'The devotional database is unavailable right now. Please try again in a moment.' });

    // The database comes back on the same address.
    const pglite = await PGlite.create();
    const server = new PGLiteSocketServer({ db: pglite, port, host: '127.0.0.1', maxConnections: 2 });
    await server.start();
    const closeApp = cleanup;
    cleanup = async () => {
      await closeApp();
      await server.stop();
      await pglite.close();
    };
    await migrate(sql);
    await insertDevotion(sql, { date: '2025-01-05', title: 'Back Again' });

    const up = await app.inject('/api/devotions/2025-01-05');
    expect(up.statusCode).toBe(200);
    expect(up.json().title).toBe('Back Again');
  });
});
