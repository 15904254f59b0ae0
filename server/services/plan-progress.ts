// A member's completed reading-plan items, keys "yyyy-MM-dd-item" (spec 3), as a set.
import type { Sql } from '../../db/client.ts';
import { planProgressKeySchema } from '../../src/shared/schemas/user-data.ts';
import { keptRows, requireWithinLimit } from '../auth/member-data.ts';

export async function listProgress(sql: Sql, userId: string): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`SELECT key FROM plan_progress WHERE user_id = ${userId} ORDER BY key`;
  return keptRows(
    rows.map((row) => row.key),
    planProgressKeySchema,
  );
}

/** Marks an item complete or not; either is idempotent. */
export async function setProgress(sql: Sql, userId: string, key: string, complete: boolean): Promise<void> {
  if (!complete) {
    await sql`DELETE FROM plan_progress WHERE user_id = ${userId} AND key = ${key}`;
    return;
  }
  await sql.begin(async (tx) => {
    await tx`INSERT INTO plan_progress (user_id, key) VALUES (${userId}, ${key}) ON CONFLICT (user_id, key) DO NOTHING`;
    await requireWithinLimit(tx, 'plan_progress', userId);
  });
}

/** A set union. */
export async function mergeProgress(sql: Sql, userId: string, keys: string[]): Promise<string[]> {
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO plan_progress (user_id, key) SELECT ${userId}, k FROM unnest(${keys}::text[]) AS k
      ON CONFLICT (user_id, key) DO NOTHING`;
    await requireWithinLimit(tx, 'plan_progress', userId);
  });
  return listProgress(sql, userId);
}
