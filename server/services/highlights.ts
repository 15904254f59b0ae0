// A member's highlights (spec 3 "Highlight"; DECISIONS: anchored by quoted text, prefix and
// suffix), keyed by the id the client made, scoped to the user.
import type { Sql } from '../../db/client.ts';
import { highlightSchema, type Highlight, type HighlightColour } from '../../src/shared/schemas/user-data.ts';
import { isStorableDevotionId, keptRows, requireDevotion, requireWithinLimit } from '../auth/member-data.ts';

interface HighlightRow {
  id: string;
  devotion_id: number;
  text: string;
  prefix: string;
  suffix: string;
  color: HighlightColour;
  date: string | null;
  created_at: Date;
}

export type NewHighlight = Omit<Highlight, 'createdAt'> & { createdAt?: string | undefined };

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    devotionId: row.devotion_id,
    text: row.text,
    prefix: row.prefix,
    suffix: row.suffix,
    color: row.color,
    ...(row.date ? { date: row.date } : {}),
    createdAt: row.created_at.toISOString(),
  };
}

/** All the user's highlights, or those of one devotion. */
export async function listHighlights(sql: Sql, userId: string, devotionId?: number): Promise<Highlight[]> {
  if (devotionId !== undefined && !isStorableDevotionId(devotionId)) return [];
  const rows = await sql<HighlightRow[]>`
    SELECT id, devotion_id, text, prefix, suffix, color, date::text AS date, created_at FROM highlights
    WHERE user_id = ${userId} ${devotionId === undefined ? sql`` : sql`AND devotion_id = ${devotionId}`}
    ORDER BY created_at DESC, id`;
  return keptRows(rows.map(toHighlight), highlightSchema);
}

/** Idempotent by id: sending the same highlight again (a retried sync) keeps the first. */
export async function createHighlight(sql: Sql, userId: string, input: NewHighlight): Promise<Highlight> {
  return sql.begin(async (tx) => {
    await requireDevotion(tx, input.devotionId);
    await tx`
      INSERT INTO highlights (user_id, id, devotion_id, text, prefix, suffix, color, date, created_at)
      VALUES (${userId}, ${input.id}, ${input.devotionId}, ${input.text}, ${input.prefix}, ${input.suffix}, ${input.color},
              ${input.date ?? null}, coalesce(${input.createdAt ?? null}::timestamptz, now()))
      ON CONFLICT (user_id, id) DO NOTHING`;
    await requireWithinLimit(tx, 'highlights', userId);
    const [row] = await tx<HighlightRow[]>`
      SELECT id, devotion_id, text, prefix, suffix, color, date::text AS date, created_at FROM highlights WHERE user_id = ${userId} AND id = ${input.id}`;
    return toHighlight(row!);
  });
}

/** False when the user has no highlight with that id. */
export async function removeHighlight(sql: Sql, userId: string, id: string): Promise<boolean> {
  const deleted = await sql`DELETE FROM highlights WHERE user_id = ${userId} AND id = ${id}`;
  return deleted.count > 0;
}

/** A union by id: the account's copy wins; highlights of devotions that do not exist are skipped. */
export async function mergeHighlights(sql: Sql, userId: string, highlights: Highlight[]): Promise<Highlight[]> {
  const rows = highlights
    .filter((highlight) => isStorableDevotionId(highlight.devotionId))
    .map((highlight) => ({
      id: highlight.id,
      devotion_id: highlight.devotionId,
      text: highlight.text,
      prefix: highlight.prefix,
      suffix: highlight.suffix,
      color: highlight.color,
      date: highlight.date ?? null,
      created_at: highlight.createdAt,
    }));
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO highlights (user_id, id, devotion_id, text, prefix, suffix, color, date, created_at)
      SELECT ${userId}, r.id, r.devotion_id, r.text, r.prefix, r.suffix, r.color, r.date, r.created_at
      FROM jsonb_to_recordset(${tx.json(rows)}::jsonb)
        AS r(id text, devotion_id integer, text text, prefix text, suffix text, color text, date date, created_at timestamptz)
      WHERE EXISTS (SELECT 1 FROM devotions d WHERE d.id = r.devotion_id)
      ON CONFLICT (user_id, id) DO NOTHING`;
    await requireWithinLimit(tx, 'highlights', userId);
  });
  return listHighlights(sql, userId);
}
