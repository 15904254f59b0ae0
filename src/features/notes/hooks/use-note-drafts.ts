// A note being written is kept on this device until it is saved or cancelled (the brief: a
// note is never lost): a reload, a closed tab or a phone that drops the page brings the text
// back into its editor the next time the notes are opened. Drafts are the member's own, under
// a key of that member like their cached server copies (lib/member-sync.ts), so they never
// show to another account, and they leave storage with those copies when Local Storage is
// switched off in the privacy settings (they then last for the visit only).
import { useCallback, useMemo } from 'react';
import { readLocalValue, SYNC_KEY_PREFIX, useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { useMemberName } from '../../../lib/member-sync.ts';

/** For one devotion: the new note's text, and the note being edited (one at a time) with its text. */
export interface NoteDrafts {
  adding?: string;
  editing?: { id: number; text: string };
}
type DraftFile = Record<string, NoteDrafts>;

export function noteDraftsKey(username: string): string {
  return `${SYNC_KEY_PREFIX}${username}-note-drafts`;
}

function parseDraftFile(value: unknown): DraftFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const file: DraftFile = {};
  for (const [devotionId, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!/^\d+$/.test(devotionId) || typeof entry !== 'object' || entry === null) continue;
    const { adding, editing } = entry as { adding?: unknown; editing?: { id?: unknown; text?: unknown } };
    const drafts: NoteDrafts = {};
    if (typeof adding === 'string' && adding.trim() !== '') drafts.adding = adding;
    if (editing && Number.isSafeInteger(editing.id) && typeof editing.text === 'string') drafts.editing = { id: editing.id as number, text: editing.text };
    if (drafts.adding !== undefined || drafts.editing) file[devotionId] = drafts;
  }
  return file;
}

const NO_DRAFTS: DraftFile = {};
const NOTHING_KEPT: NoteDrafts = {};

export interface NoteDraftStore {
  /** What is kept for the devotion now (it follows every change, here or in another tab). */
  kept: NoteDrafts;
  /** Keeps (text) or forgets (null) the new note's text. */
  keepAdding: (text: string | null) => void;
  /** Keeps (text) or forgets (null) an edit in progress. */
  keepEditing: (edit: { id: number; text: string } | null) => void;
}

/** The member's drafts for one devotion; a reader with no cached member name keeps none. */
export function useNoteDrafts(devotionId: number): NoteDraftStore {
  const username = useMemberName();
  // A visitor's key (no name) is never written: it reads as no drafts.
  const key = noteDraftsKey(username ?? '');
  const file = useLocalValue(key, parseDraftFile, NO_DRAFTS);
  const kept = (username && file[devotionId]) || NOTHING_KEPT;

  const update = useCallback(
    (change: (drafts: NoteDrafts) => NoteDrafts) => {
      if (!username) return;
      // Read afresh, not from the last render: two changes can come before the next one.
      const next = { ...readLocalValue(key, parseDraftFile, NO_DRAFTS) };
      const drafts = change(next[devotionId] ?? {});
      if (drafts.adding === undefined && !drafts.editing) delete next[devotionId];
      else next[devotionId] = drafts;
      writeLocal(key, next);
    },
    [username, key, devotionId],
  );

  const keepAdding = useCallback(
    (text: string | null) => update(({ editing }) => (text === null || text.trim() === '' ? { editing } : { editing, adding: text })),
    [update],
  );
  const keepEditing = useCallback(
    (edit: { id: number; text: string } | null) => update(({ adding }) => (edit ? { adding, editing: edit } : { adding })),
    [update],
  );
  return useMemo(() => ({ kept, keepAdding, keepEditing }), [kept, keepAdding, keepEditing]);
}
