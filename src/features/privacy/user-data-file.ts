// The export file (spec 3 "Data export file", with the journal and plan progress added by
// DECISIONS) and the rules for importing one back: pure, so the modal and the tests share them.
import { STORAGE_PREFIX } from '../../shared/constants.ts';
import { toIsoDate } from '../../shared/dates.ts';
import {
  dataExportSchema,
  journalEntrySchema,
  USER_DATA_LIMITS,
  type Bookmark,
  type DataExport,
  type Highlight,
  type JournalEntry,
} from '../../shared/schemas/user-data.ts';

/** Journal answers as the device keeps them (`lumen-journal`): { "yyyy-MM-dd": ["answer", …] }. */
export type JournalStore = Record<string, string[]>;

/** Everything of the reader's that the file carries, as the device keeps it. */
export interface LocalUserData {
  bookmarks: Bookmark[];
  highlights: Highlight[];
  journal: JournalStore;
  planProgress: string[];
}

export interface ImportCounts {
  bookmarks: number;
  highlights: number;
  journalDays: number;
  planProgress: number;
}

/** Spec 9: the product prefix, "data-export-" and the date, .json. */
export function exportFileName(now: Date): string {
  return `${STORAGE_PREFIX}data-export-${toIsoDate(now)}.json`;
}

function hasAnswer(answers: readonly string[]): boolean {
  return answers.some((answer) => answer.trim() !== '');
}

/** The journal store as export entries; days without an answer, or of a wrong shape, are left out. */
export function journalEntriesOf(journal: JournalStore, updatedAt: string): JournalEntry[] {
  return Object.entries(journal).flatMap(([date, answers]) => {
    if (!Array.isArray(answers) || !hasAnswer(answers)) return [];
    const entry = journalEntrySchema.safeParse({ date, answers: answers.slice(0, USER_DATA_LIMITS.journalAnswers), updatedAt });
    return entry.success ? [entry.data] : [];
  });
}

/** The export file for this device's data, checked against the shared schema. */
export function buildExport(data: LocalUserData, now: Date): DataExport {
  const timestamp = now.toISOString();
  return dataExportSchema.parse({
    timestamp,
    version: '1.0',
    bookmarks: data.bookmarks,
    highlights: data.highlights,
    journal: journalEntriesOf(data.journal, timestamp),
    planProgress: [...new Set(data.planProgress)].sort(),
  });
}

export type ParsedExport = { ok: true; data: DataExport } | { ok: false; message: string };

/** Reads an export file's text; a message for people when it is not one. */
export function parseExportFile(text: string): ParsedExport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'That file is not a LUMEN data export (it is not JSON).' };
  }
  const result = dataExportSchema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : issue ? ` (${issue.message})` : '';
  return { ok: false, message: `That file is not a LUMEN data export${where}.` };
}

function sameQuote(a: Highlight, b: Highlight): boolean {
  return a.devotionId === b.devotionId && a.text === b.text && a.prefix === b.prefix && a.suffix === b.suffix;
}

/**
 * An imported file merged into the device's data; nothing on the device is lost. Bookmarks are
 * the same by devotion; highlights by id or by the same quote in the same devotion; a journal
 * day keeps each answer already written and takes the file's answers for the blank ones; plan
 * progress is the union of both.
 */
export function mergeUserData(current: LocalUserData, incoming: DataExport): { merged: LocalUserData; added: ImportCounts } {
  const bookmarkIds = new Set(current.bookmarks.map((bookmark) => bookmark.devotionId));
  const newBookmarks = incoming.bookmarks.filter((bookmark) => {
    if (bookmarkIds.has(bookmark.devotionId)) return false;
    bookmarkIds.add(bookmark.devotionId);
    return true;
  });

  const highlights = [...current.highlights];
  const newHighlights = incoming.highlights.filter((highlight) => {
    if (highlights.some((kept) => kept.id === highlight.id || sameQuote(kept, highlight))) return false;
    highlights.push(highlight);
    return true;
  });

  const journal: JournalStore = { ...current.journal };
  let journalDays = 0;
  for (const entry of incoming.journal) {
    const kept = journal[entry.date] ?? [];
    const length = Math.max(kept.length, entry.answers.length);
    const answers = Array.from({ length }, (_, index) => {
      const mine = kept[index] ?? '';
      return mine.trim() !== '' ? mine : (entry.answers[index] ?? mine);
    });
    if (!hasAnswer(answers) || answers.every((answer, index) => answer === (kept[index] ?? ''))) continue;
    journal[entry.date] = answers;
    journalDays += 1;
  }

  const planProgress = new Set(current.planProgress);
  const before = planProgress.size;
  for (const key of incoming.planProgress) planProgress.add(key);

  return {
    merged: {
      bookmarks: [...current.bookmarks, ...newBookmarks],
      highlights,
      journal,
      planProgress: [...planProgress].sort(),
    },
    added: { bookmarks: newBookmarks.length, highlights: newHighlights.length, journalDays, planProgress: planProgress.size - before },
  };
}

/** The stored journal's well-formed days; anything else (another app's data, a hand edit) is ignored. */
export function journalStoreOf(value: unknown): JournalStore {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((answer) => typeof answer === 'string'),
    ),
  );
}
