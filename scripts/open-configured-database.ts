// The database the server would use, for the command-line scripts.
import { openDatabase, type Database } from '../db/client.ts';
import { ConfigError, loadEnv } from '../server/env.ts';

export async function openConfiguredDatabase(): Promise<Database> {
  try {
    const env = loadEnv();
    return await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
