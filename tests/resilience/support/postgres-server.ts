// The machine's real PostgreSQL for the resilience suites: a fresh database per suite (the
// app instances of one suite share it, as production instances share theirs), dropped after.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Sql } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';

/** DATABASE_URL when it names a real server (CI sets it), else the machine's default. */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface FreshDatabase {
  name: string;
  /** postgres:// URL of the fresh database. */
  url: string;
  /** The test's own connection to it (for setup, checks and pg_terminate_backend). */
  sql: Sql;
  /** Ends every other connection to the database; answers how many it ended. */
  terminateOtherConnections(): Promise<number>;
  /** Connections to the database other than the test's own. */
  otherConnectionCount(): Promise<number>;
  drop(): Promise<void>;
}

export function urlFor(database: string, base = ADMIN_URL): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new, migrated database on the real server. */
export async function createFreshDatabase(label: string): Promise<FreshDatabase> {
  const name = `lumen_${label}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(`The resilience suites need a real PostgreSQL at ${ADMIN_URL} (set DATABASE_URL): ${(error as Error).message}`, {
      cause: error,
    });
  }
  const url = urlFor(name);
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  await migrate(sql);
  const [{ pid }] = (await sql`SELECT pg_backend_pid() AS pid`) as unknown as [{ pid: number }];
  // One connection of our own (max 1), never killed or counted.
  return {
    name,
    url,
    sql,
    async terminateOtherConnections() {
      const rows = await admin`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = ${name} AND pid <> ${pid} AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;
      return rows.filter((row) => row.ended).length;
    },
    async otherConnectionCount() {
      const [row] = await admin<{ count: number }[]>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = ${name} AND backend_type = 'client backend' AND pid <> ${pid}`;
      return row!.count;
    },
    async drop() {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 2 });
    },
  };
}
