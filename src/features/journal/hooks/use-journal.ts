// The reader's answers to the Journal & Reflection prompts, kept on this device per date
// (DECISIONS "Sharing and the web": answers are kept per date and are part of the export).
import { useCallback, useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import type { IsoDate } from '../../../shared/dates.ts';

export const JOURNAL_KEY = 'journal';
export const JOURNAL_ANSWER_MAX_LENGTH = 10_000;

/** `lumen-journal`: { "2025-01-05": ["answer to prompt 1", "", …] }. */
export type JournalStore = Record<string, string[]>;

/**
 * A stored journal is used only if its shape is right; anything else (another app's data, a
 * hand edit) is ignored rather than fatal. A small guard, not a schema library, because the
 * journal is on the first page and every kilobyte there is read on a phone.
 */
export function isJournalStore(value: unknown): value is JournalStore {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([date, answers]) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      Array.isArray(answers) &&
      answers.every((answer) => typeof answer === 'string' && answer.length <= JOURNAL_ANSWER_MAX_LENGTH),
  );
}

export function useJournal(date: IsoDate) {
  const [answers, setAnswers] = useState<string[]>(() => readLocal<JournalStore>(JOURNAL_KEY, {}, isJournalStore)[date] ?? []);

  const setAnswer = useCallback(
    (index: number, text: string) => {
      setAnswers((current) => {
        const next = [...current];
        next[index] = text.slice(0, JOURNAL_ANSWER_MAX_LENGTH);
        // Read the store afresh so another tab's answers for other dates are kept.
        const store = readLocal<JournalStore>(JOURNAL_KEY, {}, isJournalStore);
        const filled = next.map((answer) => answer ?? '');
        if (filled.every((answer) => answer.trim() === '')) delete store[date];
        else store[date] = filled;
        writeLocal(JOURNAL_KEY, store);
        return next;
      });
    },
    [date],
  );

  return { answers, setAnswer };
}
