// A fresh, migrated database for one test file: its own schema on the real PostgreSQL when
// DATABASE_URL is set (CI runs both), otherwise an in-memory embedded engine.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Sql } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { clearContentSnapshots } from '../../server/services/content-snapshot.ts';

export interface TestDatabase {
  sql: Sql;
  engine: 'postgres' | 'embedded';
  /** Empties every content table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL || undefined;
  let dropSchema = async () => {};
  let schema: string | undefined;
  if (url) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
    dropSchema = async () => {
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
  }
  const database = await openDatabase({ url, max: 4, ...(schema ? { schema } : {}) });
  await migrate(database.sql);
  return {
    sql: database.sql,
    engine: database.engine,
    async reset() {
      await database.sql`TRUNCATE devotions, weekly_themes, james_study_days, strongs_entries, content_imports RESTART IDENTITY`;
      clearContentSnapshots();
    },
    async close() {
      await database.close();
      await dropSchema();
    },
  };
}
