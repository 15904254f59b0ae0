// A member's memory-verse cards (issue 30), scoped to the user. A card is kept whole as the
// shared schema describes it (its FSRS state changes together at each review); `due` and
// `updated_at` are columns too, for the order and for the merge's "reviewed last wins".
import type { Sql } from '../../db/client.ts';
import { memoryCardSchema, type MemoryCard } from '../../src/shared/schemas/user-data.ts';
import { keptRows, requireWithinLimit } from '../auth/member-data.ts';

export async function listMemoryCards(sql: Sql, userId: string): Promise<MemoryCard[]> {
  const rows = await sql<{ card: unknown }[]>`
    SELECT card FROM memory_cards WHERE user_id = ${userId} ORDER BY due, reference`;
  return keptRows(
    rows.map((row) => row.card),
    memoryCardSchema,
  );
}

/** Adds the card, or replaces the member's card for its reference (a review). */
export async function putMemoryCard(sql: Sql, userId: string, card: MemoryCard): Promise<MemoryCard> {
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO memory_cards (user_id, reference, card, due, updated_at)
      VALUES (${userId}, ${card.reference}, ${tx.json(card)}, ${card.due}, ${card.updatedAt})
      ON CONFLICT (user_id, reference) DO UPDATE SET card = excluded.card, due = excluded.due, updated_at = excluded.updated_at`;
    await requireWithinLimit(tx, 'memory_cards', userId);
  });
  return card;
}

/** True when the member had a card for the reference. */
export async function removeMemoryCard(sql: Sql, userId: string, reference: string): Promise<boolean> {
  const rows = await sql`DELETE FROM memory_cards WHERE user_id = ${userId} AND reference = ${reference} RETURNING reference`;
  return rows.length > 0;
}

/** A union by reference: where both have a card, the one reviewed (or changed) last stays. */
export async function mergeMemoryCards(sql: Sql, userId: string, cards: MemoryCard[]): Promise<MemoryCard[]> {
  // One row per reference (the newest), since one INSERT may not update a row twice.
  const newest = new Map<string, MemoryCard>();
  for (const card of cards) {
    const known = newest.get(card.reference);
    if (!known || Date.parse(card.updatedAt) > Date.parse(known.updatedAt)) newest.set(card.reference, card);
  }
  const rows = [...newest.values()].map((card) => ({ reference: card.reference, card, due: card.due, updated_at: card.updatedAt }));
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO memory_cards AS m (user_id, reference, card, due, updated_at)
      SELECT ${userId}, r.reference, r.card, r.due, r.updated_at
      FROM jsonb_to_recordset(${tx.json(rows)}::jsonb) AS r(reference text, card jsonb, due timestamptz, updated_at timestamptz)
      ON CONFLICT (user_id, reference) DO UPDATE SET card = excluded.card, due = excluded.due, updated_at = excluded.updated_at
      WHERE excluded.updated_at > m.updated_at`;
    await requireWithinLimit(tx, 'memory_cards', userId);
  });
  return listMemoryCards(sql, userId);
}
