// A member's study notes per devotion (spec 2 "Study Notes", 3 "Note"), scoped to the user.
import type { Sql } from '../../db/client.ts';
import type { Note } from '../../src/shared/schemas/user-data.ts';
import { isStorableDevotionId, requireDevotion, requireWithinLimit } from '../auth/member-data.ts';

interface NoteRow {
  id: number;
  devotion_id: number;
  content: string;
  created_at: Date;
}

function toNote(row: NoteRow): Note {
  return { id: row.id, devotionId: row.devotion_id, content: row.content, createdAt: row.created_at.toISOString() };
}

/** Newest first. */
export async function listNotes(sql: Sql, userId: string, devotionId: number): Promise<Note[]> {
  if (!isStorableDevotionId(devotionId)) return [];
  const rows = await sql<NoteRow[]>`
    SELECT id, devotion_id, content, created_at FROM notes
    WHERE user_id = ${userId} AND devotion_id = ${devotionId} ORDER BY created_at DESC, id DESC`;
  return rows.map(toNote);
}

/** Every note of the user, newest first (the library groups them by devotion). */
export async function listAllNotes(sql: Sql, userId: string): Promise<Note[]> {
  const rows = await sql<NoteRow[]>`
    SELECT id, devotion_id, content, created_at FROM notes WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`;
  return rows.map(toNote);
}

export async function createNote(sql: Sql, userId: string, input: { devotionId: number; content: string }): Promise<Note> {
  return sql.begin(async (tx) => {
    await requireDevotion(tx, input.devotionId);
    const [row] = await tx<NoteRow[]>`
      INSERT INTO notes (user_id, devotion_id, content) VALUES (${userId}, ${input.devotionId}, ${input.content})
      RETURNING id, devotion_id, content, created_at`;
    await requireWithinLimit(tx, 'notes', userId);
    return toNote(row!);
  });
}

/** Null when the user has no note with that id. */
export async function updateNote(sql: Sql, userId: string, id: number, content: string): Promise<Note | null> {
  const [row] = await sql<NoteRow[]>`
    UPDATE notes SET content = ${content}, updated_at = now() WHERE user_id = ${userId} AND id = ${id}
    RETURNING id, devotion_id, content, created_at`;
  return row ? toNote(row) : null;
}

/** False when the user has no note with that id. */
export async function deleteNote(sql: Sql, userId: string, id: number): Promise<boolean> {
  const deleted = await sql`DELETE FROM notes WHERE user_id = ${userId} AND id = ${id}`;
  return deleted.count > 0;
}
