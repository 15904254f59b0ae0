// A note being written is kept on this device until it is saved or cancelled (the brief: a
// note is never lost): a reload, a closed tab or a phone that drops the page brings the text
// back into its editor the next time the notes are opened. The drafts are the member's own,
// one of the account's copies (shared/note-drafts.ts), so they never show to another account.
import { useCallback, useMemo } from 'react';
import { readLocalValue, useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { useMemberName } from '../../../lib/member.ts';
import { accountCopyKey } from '../../../shared/kept-data.ts';
import { parseNoteDraftFile, type NoteDraftFile, type NoteDrafts } from '../../../shared/note-drafts.ts';

export type { NoteDrafts };

const NO_DRAFTS: NoteDraftFile = {};
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
  const key = accountCopyKey(username ?? '', 'note-drafts');
  const file = useLocalValue(key, parseNoteDraftFile, NO_DRAFTS);
  const kept = (username && file[devotionId]) || NOTHING_KEPT;

  const update = useCallback(
    (change: (drafts: NoteDrafts) => NoteDrafts) => {
      if (!username) return;
      // Read afresh, not from the last render: two changes can come before the next one.
      const next = { ...readLocalValue(key, parseNoteDraftFile, NO_DRAFTS) };
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
