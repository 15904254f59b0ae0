// The production entry: config, start, and a graceful shutdown that finishes in-flight
// requests and closes the database.
import { register } from 'node:module';
import type { Env } from './env.ts';

// The postgres.js fix (db/postgres-driver-fix.mjs) must be in place before the driver loads,
// so everything that imports it is imported after this line, not statically.
register('../db/postgres-driver-fix.mjs', import.meta.url);
const { ConfigError, loadEnv } = await import('./env.ts');
const { startLumen } = await import('./start.ts');

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const lumen = await startLumen(env);

/**
 * In-flight requests get this long to finish after SIGTERM (a statement can take at most
 * db/client.ts STATEMENT_TIMEOUT_MS); inside an orchestrator's usual 30 s grace period, so a
 * stuck request ends with our log line and exit code 1 rather than an unexplained SIGKILL.
 */
const SHUTDOWN_DEADLINE_MS = 25_000;

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  lumen.app.log.info(`${signal} received: finishing in-flight requests`);
  setTimeout(() => {
    lumen.app.log.error(`In-flight requests did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s of ${signal}; exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await lumen.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const engine = lumen.database.engine === 'embedded' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
console.log(`\n  LUMEN is running at http://localhost:${lumen.port}  (${engine})\n`);

try {
  await lumen.prepared;
} catch (error) {
  lumen.app.log.fatal({ err: error }, 'Could not prepare the database');
  await lumen.close();
  process.exit(1);
}
