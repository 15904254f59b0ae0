// Starting LUMEN: database (real or embedded), the app, listening, then migrations and the
// content import. Shared by the production entry (server/index.ts) and anything that must run
// the very same server in-process (the browser tests' harness), so there is one boot sequence.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, openDatabase, type Database } from '../db/client.ts';
import { ContentError } from '../db/import/content-files.ts';
import { importContent } from '../db/import/import-content.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from './app.ts';
import type { Env } from './env.ts';
import { refreshContentSnapshot } from './services/content-snapshot.ts';
import { loadHeroImages } from './services/hero-images.ts';

const CLIENT_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
const RETRY_MS = 5_000;

export interface RunningLumen {
  app: FastifyInstance;
  database: Database;
  /** The port actually bound (env.PORT may be 0). */
  port: number;
  /** Settles once migrations and the import are done; until then devotions answer 503. */
  prepared: Promise<void>;
  /** Finishes in-flight requests, then closes the database. */
  close(): Promise<void>;
}

export async function startLumen(env: Env): Promise<RunningLumen> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, max: env.DATABASE_POOL_SIZE });
  let ready = false;

  const app = await buildApp({
    env,
    clientDir: CLIENT_DIR,
    dependencies: { sql: database.sql, images: loadHeroImages(), origin: env.PUBLIC_ORIGIN, isReady: () => ready },
  });

  /** Migrate and import; while the database is unreachable, keep serving 503s and try again. */
  async function prepareDatabase(): Promise<void> {
    for (;;) {
      try {
        const applied = await migrate(database.sql);
        if (applied.length) app.log.info(`Applied migrations: ${applied.join(', ')}`);
        if (!env.SKIP_CONTENT_IMPORT) await importContent(database.sql, { log: (line) => app.log.info(line) });
        // The published content, in memory before the first reader asks for it.
        await refreshContentSnapshot(database.sql);
        ready = true;
        return;
      } catch (error) {
        if (error instanceof ContentError) {
          app.log.fatal(error.message);
          throw error;
        }
        if (!isDatabaseUnavailable(error)) throw error;
        app.log.warn(`The database is unreachable (${(error as Error).message}); retrying in ${RETRY_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await database.close();
    })());

  // Listen before preparing, so the first request is answered (503) rather than refused.
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return { app, database, port, prepared: prepareDatabase(), close };
}
