// Boot: config, database (real or embedded), migrations and content import, listen, and a
// graceful shutdown that finishes in-flight requests and closes the database.
import { fileURLToPath } from 'node:url';
import { isDatabaseUnavailable, openDatabase } from '../db/client.ts';
import { ContentError } from '../db/import/content-files.ts';
import { importContent } from '../db/import/import-content.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv, type Env } from './env.ts';
import { clearContentCaches } from './services/content-cache.ts';
import { loadHeroImages } from './services/hero-images.ts';

const CLIENT_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
const RETRY_MS = 5_000;

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

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
      clearContentCaches();
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

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received: finishing in-flight requests`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: env.HOST, port: env.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const engine = database.engine === 'embedded' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
console.log(`\n  LUMEN is running at http://localhost:${port}  (${engine})\n`);

try {
  await prepareDatabase();
} catch (error) {
  app.log.fatal({ err: error }, 'Could not prepare the database');
  await app.close();
  await database.close();
  process.exit(1);
}
