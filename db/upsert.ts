// Inserts rows, or updates them when their key exists: the one way content reaches its tables.
import type postgres from 'postgres';

/** A connection or a transaction: upserts inside an import use the transaction (VERSIONS.md). */
type Sql = postgres.Sql | postgres.TransactionSql;

type Row = Record<string, unknown>;

/** Objects and arrays go to jsonb columns as JSON (postgres.js would read arrays as SQL arrays). */
function withJson(sql: Sql, row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, value !== null && typeof value === 'object' ? sql.json(value as never) : value]),
  );
}

/**
 * Upserts `rows` into `table`, matching on `key`; every other column is overwritten.
 * Table and column names come from our own code, never from input.
 */
export async function upsertRows(sql: Sql, table: string, key: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((column) => column !== key);
  const updates = columns.map((column) => `"${column}" = excluded."${column}"`).join(', ');
  await sql`
    INSERT INTO ${sql(table)} ${sql(rows.map((row) => withJson(sql, row)))}
    ON CONFLICT (${sql(key)}) DO UPDATE SET ${sql.unsafe(updates)}`;
}
