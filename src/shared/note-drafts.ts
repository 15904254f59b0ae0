// A member's study notes being written, kept on the device until saved or cancelled (a reload
// or a closed tab brings the text back into its editor): `lumen-sync-{username}-note-drafts`,
// one of the account's copies (kept-data.ts), so it never shows to another account and leaves
// with them on sign-out, which first saves what it can (lib/kept-lists/account.ts).
// Read without zod: the notes feature is on a member's first page.
import { USER_DATA_LIMITS } from './kept-data.ts';

/** For one devotion: the new note's text, and the note being edited (one at a time) with its text. */
export interface NoteDrafts {
  adding?: string;
  editing?: { id: number; text: string };
}

/** Drafts by devotion id. */
export type NoteDraftFile = Record<string, NoteDrafts>;

const isNoteText = (text: unknown): text is string => typeof text === 'string' && text.length <= USER_DATA_LIMITS.noteContent;

/** The well-formed drafts of a stored value; anything else is left out. */
export function parseNoteDraftFile(value: unknown): NoteDraftFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const file: NoteDraftFile = {};
  for (const [devotionId, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!/^\d+$/.test(devotionId) || typeof entry !== 'object' || entry === null) continue;
    const { adding, editing } = entry as { adding?: unknown; editing?: { id?: unknown; text?: unknown } };
    const drafts: NoteDrafts = {};
    if (isNoteText(adding) && adding.trim() !== '') drafts.adding = adding;
    if (editing && Number.isSafeInteger(editing.id) && isNoteText(editing.text))
      drafts.editing = { id: editing.id as number, text: editing.text };
    if (drafts.adding !== undefined || drafts.editing) file[devotionId] = drafts;
  }
  return file;
}

/** How many drafts the file holds (a new note and an edit of one devotion count as two). */
export function countNoteDrafts(file: NoteDraftFile): number {
  return Object.values(file).reduce((count, drafts) => count + (drafts.adding !== undefined ? 1 : 0) + (drafts.editing ? 1 : 0), 0);
}
