// What a member may keep (DECISIONS "Accounts, members and safety"): rows about devotions
// that exist, and never more of them than USER_DATA_LIMITS allows. Rows are always scoped to
// the session's own user by the services; these are the checks they share.
import { TRPCError } from '@trpc/server';
import type postgres from 'postgres';
import type { z } from 'zod';
import { devotionIdSchema, USER_DATA_LIMITS } from '../../src/shared/schemas/user-data.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

/** Ids beyond PostgreSQL's integer never name a devotion (and would fail as a query). */
export const MAX_DEVOTION_ID = 2_147_483_647;

/** A devotion id that a new row may name. */
export const storableDevotionIdSchema = devotionIdSchema.max(MAX_DEVOTION_ID, { error: `No devotion has an id above ${MAX_DEVOTION_ID}` });

export function isStorableDevotionId(id: number): boolean {
  return id <= MAX_DEVOTION_ID;
}

export async function requireDevotion(sql: Sql, devotionId: number): Promise<void> {
  const [found] = isStorableDevotionId(devotionId) ? await sql`SELECT 1 FROM devotions WHERE id = ${devotionId}` : [];
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: `No devotion with id ${devotionId}` });
}

const OWNED_TABLES = {
  bookmarks: { limit: USER_DATA_LIMITS.listSize, noun: 'bookmarks' },
  highlights: { limit: USER_DATA_LIMITS.listSize, noun: 'highlights' },
  notes: { limit: USER_DATA_LIMITS.listSize, noun: 'study notes' },
  journal_entries: { limit: USER_DATA_LIMITS.listSize, noun: 'journal entries' },
  plan_progress: { limit: USER_DATA_LIMITS.planProgress, noun: 'completed plan items' },
  memory_cards: { limit: USER_DATA_LIMITS.listSize, noun: 'memory verses' },
} as const;

export type OwnedTable = keyof typeof OWNED_TABLES;

/**
 * Run inside the transaction that added rows: past the limit, the error rolls it back.
 * Counting after the insert keeps one statement per write and is exact within the transaction.
 */
export async function requireWithinLimit(tx: Sql, table: OwnedTable, userId: string): Promise<void> {
  const { limit, noun } = OWNED_TABLES[table];
  const [row] = await tx<{ count: number }[]>`SELECT count(*)::int AS count FROM ${tx(table)} WHERE user_id = ${userId}`;
  if (row!.count > limit) throw new TRPCError({ code: 'BAD_REQUEST', message: `You can keep at most ${limit} ${noun}.` });
}

/**
 * The rows of a list that the shared schema accepts. Rows written before a bound existed (a
 * journal day in year 1000, say: migration 0020) stay in the table but are left out, so that
 * one of them never fails a whole list, and with it every sync.
 */
export function keptRows<T>(items: readonly unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}
