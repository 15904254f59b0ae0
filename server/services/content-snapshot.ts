// One immutable snapshot of the published content (DECISIONS "Scale"): every devotion by its
// date with its weekly theme, the calendar of dates that have one, and the search corpus, read
// from the database in one pass. Content changes only with an import, so:
// - the boot sequence builds the snapshot after migrating and importing (server/start.ts), and
//   an import swaps in a new one whole: a reader sees the old content or the new, never a mix;
// - other instances on the same database learn of an import from its row in content_imports
//   (its id is the content's version): each checks at most every few seconds, in the
//   background, and swaps in a new snapshot when the id has moved;
// - answers made from the content (search results here, whole responses in the response store,
//   server/http/response-store.ts) are kept with the snapshot and go with it.
import type { Sql } from '../../db/client.ts';
import type { DevotionRow } from '../../db/content-rows.ts';
import { WEEK_ONE_SUNDAY } from '../../src/shared/church-year.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import { createDevotionCalendar, type DevotionCalendar } from '../../src/shared/devotion-calendar.ts';
import type { DevotionIndexEntry, DevotionSummary } from '../../src/shared/schemas/devotion.ts';
import { snippetSource, type SnippetSource } from './search-snippet.ts';

/** A devotions row as the import wrote it, with its id and the weekly theme joined on. */
export interface PublishedDevotion extends DevotionRow {
  id: number;
  theme: string | null;
  theme_description: string | null;
}

/** What search needs of a devotion: the substring match and the snippet read it. */
export interface SearchableDevotion {
  summary: Omit<DevotionSummary, 'snippet'>;
  /** Title and reference lower-cased once, for the substring match. */
  title: string;
  reference: string;
  snippetSource: SnippetSource;
}

export interface ContentSnapshot {
  /** The import it was read after (content_imports.id; 0 before any). */
  importId: number;
  calendar: DevotionCalendar;
  /** By content date. */
  devotions: ReadonlyMap<IsoDate, PublishedDevotion>;
  /** Every devotion's id, date, title and reference, in date order. */
  index: readonly DevotionIndexEntry[];
  /** By devotion id. */
  search: ReadonlyMap<number, SearchableDevotion>;
  /** An answer derived from this content (a search's results), made once and kept (bounded) with it. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** How often an instance asks the database whether another one has imported. */
const CHECK_EVERY_MS = 5_000;
/** Derived answers kept per snapshot: keys are readers' searches, so bounded (least recent out). */
const MAX_REMEMBERED = 1000;

interface Holder {
  snapshot: Promise<ContentSnapshot> | null;
  checkedAt: number;
  checking: boolean;
}

const holders = new Map<Sql, Holder>();
/** Moves on every swap: answers kept under an older value are stale. */
let generation = 0;

function holderOf(sql: Sql): Holder {
  let holder = holders.get(sql);
  if (!holder) {
    holder = { snapshot: null, checkedAt: Date.now(), checking: false };
    holders.set(sql, holder);
  }
  return holder;
}

async function latestImportId(sql: Sql): Promise<number> {
  const [row] = await sql<{ id: number }[]>`SELECT coalesce(max(id), 0)::int AS id FROM content_imports`;
  return row?.id ?? 0;
}

function rememberer(): ContentSnapshot['remember'] {
  const answers = new Map<string, Promise<unknown>>();
  return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    let answer = answers.get(key) as Promise<T> | undefined;
    if (answer) {
      answers.delete(key); // re-inserted: Map order is recency order
    } else {
      answer = compute();
      // A failed answer is not kept (unless a newer one has replaced it already).
      answer.catch(() => answers.get(key) === answer && answers.delete(key));
      if (answers.size >= MAX_REMEMBERED) answers.delete(answers.keys().next().value!);
    }
    answers.set(key, answer);
    return answer;
  };
}

/** Reads the published content in one pass. */
async function loadSnapshot(sql: Sql): Promise<ContentSnapshot> {
  // The import id first: an import that lands between the two reads makes the next check load again.
  const importId = await latestImportId(sql);
  const rows = await sql<PublishedDevotion[]>`
    SELECT d.id, d.date::text AS date, d.title, d.author, d.verse_reference, d.verse_text, d.content,
           d.reflection, d.prayer, d.journaling_prompts, d.memory_verse, d.citations, d.scholar,
           d.word_study, d.historical_context, d.deeper_study, d.related_verses,
           t.theme, t.description AS theme_description
    FROM devotions d
    LEFT JOIN weekly_themes t ON t.week = ((d.date - ${WEEK_ONE_SUNDAY}::date) / 7) + 1
    ORDER BY d.date`;
  return {
    importId,
    calendar: createDevotionCalendar(rows.map((row) => row.date)),
    devotions: new Map(rows.map((row) => [row.date, row])),
    index: rows.map(({ id, date, title, verse_reference }) => ({ id, date, title, verseReference: verse_reference })),
    search: new Map(
      rows.map((row) => [
        row.id,
        {
          summary: {
            id: row.id,
            title: row.title,
            date: row.date,
            verseReference: row.verse_reference,
            author: row.author,
            content: row.content,
          },
          title: row.title.toLowerCase(),
          reference: row.verse_reference.toLowerCase(),
          snippetSource: snippetSource(row.content),
        },
      ]),
    ),
    remember: rememberer(),
  };
}

/** Builds a new snapshot and swaps it in whole; until it is ready, readers keep the old one. */
export async function refreshContentSnapshot(sql: Sql): Promise<ContentSnapshot> {
  const holder = holderOf(sql);
  const next = await loadSnapshot(sql);
  holder.snapshot = Promise.resolve(next);
  holder.checkedAt = Date.now();
  generation++;
  return next;
}

/** In the background, at most every CHECK_EVERY_MS: swaps in a new snapshot when another instance has imported. */
function checkForImport(sql: Sql, holder: Holder): void {
  if (holder.checking || !holder.snapshot || Date.now() - holder.checkedAt < CHECK_EVERY_MS) return;
  holder.checking = true;
  holder.checkedAt = Date.now();
  const current = holder.snapshot;
  void Promise.all([current, latestImportId(sql)])
    .then(([snapshot, importId]) => (importId !== snapshot.importId && holder.snapshot === current ? refreshContentSnapshot(sql) : null))
    // Unreachable database: the content held is still the published content.
    .catch(() => {})
    .finally(() => {
      holder.checking = false;
    });
}

/** The current snapshot of `sql`'s content, loaded on first use. */
export function contentSnapshot(sql: Sql): Promise<ContentSnapshot> {
  const holder = holderOf(sql);
  if (!holder.snapshot) {
    const loading = loadSnapshot(sql);
    // No generation step: nothing kept elsewhere can predate the first snapshot (a clear steps it).
    holder.snapshot = loading;
    // A failed load is not kept: the next reader tries again.
    loading.catch(() => {
      if (holder.snapshot === loading) holder.snapshot = null;
    });
  } else {
    checkForImport(sql, holder);
  }
  return holder.snapshot;
}

/**
 * The content's version for answers kept outside the snapshot (the response store): it moves
 * whenever a snapshot is swapped in. Asking also starts the periodic check for an import
 * elsewhere, so an instance answering everything from its store still notices one.
 */
export function contentVersion(sql: Sql): number {
  const holder = holders.get(sql);
  if (holder) checkForImport(sql, holder);
  return generation;
}

/** Forgets every snapshot (after a test changes the tables): the next read loads anew. */
export function clearContentSnapshots(): void {
  holders.clear();
  generation++;
}
