// The production entry: config, start, and a graceful shutdown that finishes in-flight
// requests and closes the database.
import { ConfigError, loadEnv, type Env } from './env.ts';
import { startLumen } from './start.ts';

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const lumen = await startLumen(env);

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  lumen.app.log.info(`${signal} received: finishing in-flight requests`);
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
