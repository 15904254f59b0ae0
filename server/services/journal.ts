// A member's journal answers per date (DECISIONS "Sharing and the web": kept per date on the
// device and synced for account holders), scoped to the user.
import type { Sql } from '../../db/client.ts';
import { journalEntrySchema, type JournalEntry } from '../../src/shared/schemas/user-data.ts';
import { keptRows, requireWithinLimit } from '../auth/member-data.ts';

interface JournalRow {
  date: string;
  answers: string[];
  updated_at: Date;
}

function toEntry(row: JournalRow): JournalEntry {
  return { date: row.date, answers: row.answers, updatedAt: row.updated_at.toISOString() };
}

/** An entry whose answers are all blank is no entry. */
export function isBlankEntry(answers: readonly string[]): boolean {
  return answers.every((answer) => answer.trim() === '');
}

export async function listJournal(sql: Sql, userId: string): Promise<JournalEntry[]> {
  const rows = await sql<JournalRow[]>`
    SELECT date::text AS date, answers, updated_at FROM journal_entries WHERE user_id = ${userId} ORDER BY date`;
  return keptRows(rows.map(toEntry), journalEntrySchema);
}

/** Saves the answers for a date, or deletes the entry when they are all blank (then null). */
export async function saveJournalEntry(sql: Sql, userId: string, date: string, answers: string[]): Promise<JournalEntry | null> {
  if (isBlankEntry(answers)) {
    await sql`DELETE FROM journal_entries WHERE user_id = ${userId} AND date = ${date}`;
    return null;
  }
  return sql.begin(async (tx) => {
    const [row] = await tx<JournalRow[]>`
      INSERT INTO journal_entries (user_id, date, answers) VALUES (${userId}, ${date}, ${tx.json(answers)})
      ON CONFLICT (user_id, date) DO UPDATE SET answers = excluded.answers, updated_at = now()
      RETURNING date::text AS date, answers, updated_at`;
    await requireWithinLimit(tx, 'journal_entries', userId);
    return toEntry(row!);
  });
}

/** A union by date: where both have an entry, the more recently updated one stays; blank ones add nothing. */
export async function mergeJournal(sql: Sql, userId: string, entries: JournalEntry[]): Promise<JournalEntry[]> {
  // One row per date (the newest), since one INSERT may not update a row twice.
  const newest = new Map<string, JournalEntry>();
  for (const entry of entries) {
    if (isBlankEntry(entry.answers)) continue;
    const known = newest.get(entry.date);
    if (!known || Date.parse(entry.updatedAt) > Date.parse(known.updatedAt)) newest.set(entry.date, entry);
  }
  const rows = [...newest.values()].map((entry) => ({ date: entry.date, answers: entry.answers, updated_at: entry.updatedAt }));
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO journal_entries AS j (user_id, date, answers, updated_at)
      SELECT ${userId}, r.date, r.answers, r.updated_at
      FROM jsonb_to_recordset(${tx.json(rows)}::jsonb) AS r(date date, answers jsonb, updated_at timestamptz)
      ON CONFLICT (user_id, date) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at
      WHERE excluded.updated_at > j.updated_at`;
    await requireWithinLimit(tx, 'journal_entries', userId);
  });
  return listJournal(sql, userId);
}
