// A member's bookmarks (spec 3 "Bookmark", 7), one per devotion, scoped to the user.
import type { Sql } from '../../db/client.ts';
import { bookmarkSchema, type Bookmark } from '../../src/shared/schemas/user-data.ts';
import { isStorableDevotionId, keptRows, requireDevotion, requireWithinLimit } from '../auth/member-data.ts';

interface BookmarkRow {
  devotion_id: number;
  date: string | null;
  created_at: Date;
}

function toBookmark(row: BookmarkRow): Bookmark {
  return { devotionId: row.devotion_id, ...(row.date ? { date: row.date } : {}), createdAt: row.created_at.toISOString() };
}

export async function listBookmarks(sql: Sql, userId: string): Promise<Bookmark[]> {
  const rows = await sql<BookmarkRow[]>`
    SELECT devotion_id, date::text AS date, created_at FROM bookmarks
    WHERE user_id = ${userId} ORDER BY created_at DESC, devotion_id`;
  return keptRows(rows.map(toBookmark), bookmarkSchema);
}

/** Idempotent: bookmarking a devotion twice keeps the first bookmark. */
export async function addBookmark(sql: Sql, userId: string, input: { devotionId: number; date?: string | undefined }): Promise<Bookmark> {
  return sql.begin(async (tx) => {
    await requireDevotion(tx, input.devotionId);
    await tx`
      INSERT INTO bookmarks (user_id, devotion_id, date) VALUES (${userId}, ${input.devotionId}, ${input.date ?? null})
      ON CONFLICT (user_id, devotion_id) DO NOTHING`;
    await requireWithinLimit(tx, 'bookmarks', userId);
    const [row] = await tx<BookmarkRow[]>`
      SELECT devotion_id, date::text AS date, created_at FROM bookmarks WHERE user_id = ${userId} AND devotion_id = ${input.devotionId}`;
    return toBookmark(row!);
  });
}

/** False when the user has no bookmark on that devotion. */
export async function removeBookmark(sql: Sql, userId: string, devotionId: number): Promise<boolean> {
  if (!isStorableDevotionId(devotionId)) return false;
  const deleted = await sql`DELETE FROM bookmarks WHERE user_id = ${userId} AND devotion_id = ${devotionId}`;
  return deleted.count > 0;
}

/**
 * Adds a visitor's local bookmarks to the account: a union by devotion, the account's own
 * bookmark kept where both have one; bookmarks of devotions that do not exist are skipped.
 */
export async function mergeBookmarks(sql: Sql, userId: string, bookmarks: Bookmark[]): Promise<Bookmark[]> {
  const rows = bookmarks
    .filter((bookmark) => isStorableDevotionId(bookmark.devotionId))
    .map((bookmark) => ({ devotion_id: bookmark.devotionId, date: bookmark.date ?? null, created_at: bookmark.createdAt }));
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO bookmarks (user_id, devotion_id, date, created_at)
      SELECT ${userId}, r.devotion_id, r.date, r.created_at
      FROM jsonb_to_recordset(${tx.json(rows)}::jsonb) AS r(devotion_id integer, date date, created_at timestamptz)
      WHERE EXISTS (SELECT 1 FROM devotions d WHERE d.id = r.devotion_id)
      ON CONFLICT (user_id, devotion_id) DO NOTHING`;
    await requireWithinLimit(tx, 'bookmarks', userId);
  });
  return listBookmarks(sql, userId);
}
