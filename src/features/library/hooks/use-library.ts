// Everything the library shows (DECISIONS "Beyond the page": what the reader kept): each kept
// list through the one hook every list uses (lib/kept-lists), named by the devotion index (the
// public list of every devotion's id, date, title and reference, which the service worker keeps
// for offline), and for members their study notes, whose last answer is kept on this device so
// that the library opens offline too.
import { useEffect, useMemo } from 'react';
import { bookmarksList } from '../../../lib/kept-lists/lists/bookmarks.ts';
import { highlightsList } from '../../../lib/kept-lists/lists/highlights.ts';
import { hasAnswer, journalList } from '../../../lib/kept-lists/lists/journal.ts';
import { memoryCardsList } from '../../../lib/kept-lists/lists/memory-cards.ts';
import { planProgressList } from '../../../lib/kept-lists/lists/plan-progress.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import { useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { resolvePerennialDate } from '../../../shared/church-year.ts';
import { isInProgramme, type IsoDate } from '../../../shared/dates.ts';
import { accountCopyKey } from '../../../shared/kept-data.ts';
import type { DevotionIndexEntry } from '../../../shared/schemas/devotion.ts';
import { parseReadingKey } from '../../../shared/streak.ts';
import { noteSchema, PLAN_ITEMS, type HighlightColour, type Note, type PlanItem } from '../../../shared/schemas/user-data.ts';

/** A devotion as the library names it; the title is unknown until the index has been fetched once. */
export interface NamedDay {
  /** The day it opens. */
  date: IsoDate | null;
  title: string | null;
  verseReference: string | null;
}

export interface LibraryBookmark extends NamedDay {
  devotionId: number;
  createdAt: string;
}

export interface LibraryHighlight extends NamedDay {
  id: string;
  color: HighlightColour;
  text: string;
  createdAt: string;
}

export interface LibraryJournalDay extends NamedDay {
  date: IsoDate;
  answers: string[];
}

export interface LibraryNotes extends NamedDay {
  devotionId: number;
  notes: Note[];
}

export interface LibraryPlanDay extends NamedDay {
  date: IsoDate;
  items: PlanItem[];
}

const INDEX_OPTIONS = { staleTime: Infinity, gcTime: Infinity } as const;

function useDevotionIndex() {
  const index = trpc.devotion.index.useQuery(undefined, INDEX_OPTIONS).data;
  return useMemo(() => {
    const byId = new Map<number, DevotionIndexEntry>();
    const byDate = new Map<IsoDate, DevotionIndexEntry>();
    for (const entry of index ?? []) {
      byId.set(entry.id, entry);
      byDate.set(entry.date, entry);
    }
    const name = (entry: DevotionIndexEntry | undefined, date: IsoDate | null): NamedDay => ({
      date: date ?? entry?.date ?? null,
      title: entry?.title ?? null,
      verseReference: entry?.verseReference ?? null,
    });
    return {
      /** A devotion by id, opening on `date` when the reader kept that day. */
      byId: (devotionId: number, date?: IsoDate) => name(byId.get(devotionId), date ?? null),
      /** The devotion a date shows (the perennial one outside the programme, DECISIONS). */
      byDate: (date: IsoDate) => name(byDate.get(isInProgramme(date) ? date : resolvePerennialDate(date)), date),
    };
  }, [index]);
}

const NO_NOTES: Note[] = [];
const parseNotes = (value: unknown): Note[] =>
  Array.isArray(value) ? value.flatMap((item: unknown) => (noteSchema.safeParse(item).success ? [item as Note] : [])) : NO_NOTES;

/** A member's study notes: the server's, or this device's copy of its last answer. */
function useAllNotes(member: string | null): { notes: Note[]; ready: boolean } {
  const query = trpc.notes.all.useQuery(undefined, { enabled: member !== null });
  const copyKey = accountCopyKey(member ?? '', 'notes');
  const copy = useLocalValue(copyKey, parseNotes, NO_NOTES);
  const fetched = query.data;
  useEffect(() => {
    if (member && fetched) writeLocal(copyKey, fetched);
  }, [member, copyKey, fetched]);
  return {
    notes: fetched ?? copy,
    ready: fetched !== undefined || copy !== NO_NOTES || query.status !== 'pending' || query.fetchStatus === 'paused',
  };
}

export function useLibrary() {
  const bookmarks = useKeptList(bookmarksList);
  const highlights = useKeptList(highlightsList);
  const journal = useKeptList(journalList);
  const plan = useKeptList(planProgressList);
  const memory = useKeptList(memoryCardsList);
  const member = bookmarks.member;
  const notes = useAllNotes(member);
  const name = useDevotionIndex();

  return useMemo(() => {
    const notesByDevotion = new Map<number, Note[]>();
    for (const note of notes.notes) notesByDevotion.set(note.devotionId, [...(notesByDevotion.get(note.devotionId) ?? []), note]);
    const planDays = new Map<IsoDate, PlanItem[]>();
    for (const key of plan.items) {
      // The days devotions were read belong to the streak, not to a day's items.
      if (parseReadingKey(key)) continue;
      const date = key.slice(0, 10);
      planDays.set(date, [...(planDays.get(date) ?? []), key.slice(11) as PlanItem]);
    }
    return {
      member,
      ready: bookmarks.ready && highlights.ready && journal.ready && plan.ready && memory.ready && (member === null || notes.ready),
      bookmarks: bookmarks.items.map((bookmark): LibraryBookmark => ({
        ...name.byId(bookmark.devotionId, bookmark.date),
        devotionId: bookmark.devotionId,
        createdAt: bookmark.createdAt,
      })),
      highlights: highlights.items.map((highlight): LibraryHighlight => ({
        ...name.byId(highlight.devotionId, highlight.date),
        id: highlight.id,
        color: highlight.color,
        text: highlight.text,
        createdAt: highlight.createdAt,
      })),
      journal: journal.items
        .filter((entry) => hasAnswer(entry.answers))
        .map((entry): LibraryJournalDay => ({ ...name.byDate(entry.date), date: entry.date, answers: entry.answers })),
      notes: [...notesByDevotion].map(([devotionId, kept]): LibraryNotes => ({ ...name.byId(devotionId), devotionId, notes: kept })),
      plan: [...planDays]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([date, items]): LibraryPlanDay => ({
          ...name.byDate(date),
          date,
          items: PLAN_ITEMS.filter((item) => items.includes(item)),
        })),
      /** Every plan key, the days read among them (for the streak the route draws). */
      planKeys: new Set(plan.items) as ReadonlySet<string>,
      memoryCards: memory.items,
      removeBookmark: (devotionId: number) => bookmarks.remove(String(devotionId)),
      removeHighlight: (id: string) => highlights.remove(id),
    };
  }, [bookmarks, highlights, journal, plan, memory, notes, member, name]);
}

export type Library = ReturnType<typeof useLibrary>;
