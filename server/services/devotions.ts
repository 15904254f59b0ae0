// Devotions: lookup by date with the perennial rule, navigation and search (spec 3 and 7).
import type { Sql } from '../../db/client.ts';
import type { DevotionRow as ImportedDevotion } from '../../db/import/build-content.ts';
import { DEVOTION_SEARCH_RESULT_LIMIT } from '../../src/shared/constants.ts';
import { dayOfWeekFromSunday, WEEK_ONE_SUNDAY } from '../../src/shared/church-year.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import { createDevotionCalendar, type DevotionCalendar } from '../../src/shared/devotion-calendar.ts';
import { readOnUrl } from '../../src/shared/scripture.ts';
import type { Devotion, DevotionSummary, Navigation } from '../../src/shared/schemas/devotion.ts';
import { cached, cachedByKey, cachedRefreshing } from './content-cache.ts';
import type { HeroImages } from './hero-images.ts';
import { searchWords, snippetFrom, snippetSource, type SnippetSource } from './search-snippet.ts';

const calendarCache = cached<DevotionCalendar>();
// Devotions change only with an import, so each is read once a minute at most.
const rowCache = cachedByKey<DevotionRow | null>();

export function devotionCalendar(sql: Sql): Promise<DevotionCalendar> {
  return calendarCache.get(async () => {
    const rows = await sql<{ date: string }[]>`SELECT date::text AS date FROM devotions`;
    return createDevotionCalendar(rows.map((row) => row.date));
  });
}

/** A devotions row as the import wrote it, with its id and the weekly theme joined on. */
interface DevotionRow extends ImportedDevotion {
  id: number;
  theme: string | null;
  theme_description: string | null;
}

async function readDevotionRow(sql: Sql, contentDate: IsoDate): Promise<DevotionRow | null> {
  const [row] = await sql<DevotionRow[]>`
    SELECT d.id, d.date::text AS date, d.title, d.author, d.verse_reference, d.verse_text, d.content,
           d.reflection, d.prayer, d.journaling_prompts, d.memory_verse, d.citations, d.scholar,
           d.word_study, d.historical_context, d.deeper_study, d.related_verses,
           t.theme, t.description AS theme_description
    FROM devotions d
    LEFT JOIN weekly_themes t ON t.week = ((d.date - ${WEEK_ONE_SUNDAY}::date) / 7) + 1
    WHERE d.date = ${contentDate}`;
  return row ?? null;
}

/**
 * The devotion shown for `date`, or null when there is none. A date without its own entry
 * shows the perennial one, under the requested date with that date's hero image.
 */
export async function getDevotionByDate(sql: Sql, images: HeroImages, date: IsoDate): Promise<Devotion | null> {
  const contentDate = (await devotionCalendar(sql)).resolve(date);
  if (!contentDate) return null;
  const row = await rowCache.get(contentDate, () => readDevotionRow(sql, contentDate));
  if (!row) return null;
  return {
    id: row.id,
    date,
    contentDate: row.date,
    title: row.title,
    author: row.author,
    verseText: row.verse_text,
    verseReference: row.verse_reference,
    readOnUrl: readOnUrl(row.verse_reference),
    content: row.content,
    reflection: row.reflection,
    prayer: row.prayer,
    journalingPrompts: row.journaling_prompts,
    memoryVerse: row.memory_verse,
    citations: row.citations,
    scholar: row.scholar,
    wordStudy: row.word_study,
    historicalContext: row.historical_context,
    deeperStudy: row.deeper_study,
    relatedVerses: row.related_verses,
    weeklyTheme: row.theme,
    weeklyThemeDescription: row.theme_description,
    // Counted on the date the reader asked for: a fixed feast moves through the week.
    dayOfWeek: dayOfWeekFromSunday(date),
    heroImage: images.forDate(date),
    fallbackImage: images.fallback,
  };
}

export async function navigationFor(sql: Sql, date: IsoDate, today: IsoDate): Promise<Navigation> {
  return (await devotionCalendar(sql)).neighbours(date, today);
}

/** What search needs of every devotion, held in memory: the substring match and the snippet read it. */
interface SearchableDevotion {
  summary: Omit<DevotionSummary, 'snippet'>;
  /** Title and reference lower-cased once, for the substring match. */
  title: string;
  reference: string;
  snippetSource: SnippetSource;
}

// Changes only with an import (cleared with the other content caches). A few hundred
// devotions, a few MB: spares every search a scan of the table, a read of the bodies and the
// preparation of their text for snippets. Reloaded in the background each minute (tens of
// milliseconds), so a search never waits for it once it has been loaded.
const searchCorpusCache = cachedRefreshing<Map<number, SearchableDevotion>>();

function searchCorpus(sql: Sql): Promise<Map<number, SearchableDevotion>> {
  return searchCorpusCache.get(async () => {
    const rows = await sql<Omit<DevotionSummary, 'snippet'>[]>`
      SELECT id, title, date::text AS date, verse_reference AS "verseReference", author, content FROM devotions`;
    return new Map(
      rows.map((row) => [
        row.id,
        { summary: row, title: row.title.toLowerCase(), reference: row.verseReference.toLowerCase(), snippetSource: snippetSource(row.content) },
      ]),
    );
  });
}

/**
 * Full-text search over title, reference, verse text and content (ranked in that order of
 * weight, migration 0003), with a substring match on title and reference (a title match
 * first), and a short snippet of the body with the matched words marked.
 */
export function searchDevotions(sql: Sql, query: string): Promise<DevotionSummary[]> {
  const words = searchWords(query);
  // Results change only with an import, and readers repeat searches: keep recent ones.
  return searchCache.get(`${words.join(' ')}|${query.trim().toLowerCase()}`, () => runDevotionSearch(sql, query, words));
}

const searchCache = cachedByKey<DevotionSummary[]>(60_000, 500);

interface SearchHit {
  id: number;
  rank: number;
}

async function runDevotionSearch(sql: Sql, query: string, words: string[]): Promise<DevotionSummary[]> {
  // Every word matches as the start of a word ("good shep" finds "the Good Shepherd").
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  // The full-text hits come from the GIN index, ranked in PostgreSQL (migration 0006).
  const [corpus, hits] = await Promise.all([
    searchCorpus(sql),
    tsquery ? sql<SearchHit[]>`SELECT id, rank FROM devotion_search_hits(to_tsquery('english', ${tsquery}))` : Promise.resolve([]),
  ]);
  const ranks = new Map(hits.map((hit) => [hit.id, hit.rank]));
  const needle = query.trim().toLowerCase();
  const found: Array<{ devotion: SearchableDevotion; titleMatch: boolean; rank: number }> = [];
  for (const devotion of corpus.values()) {
    const titleMatch = devotion.title.includes(needle);
    const rank = ranks.get(devotion.summary.id);
    if (rank !== undefined || titleMatch || devotion.reference.includes(needle)) found.push({ devotion, titleMatch, rank: rank ?? 0 });
  }
  found.sort(
    (a, b) =>
      Number(b.titleMatch) - Number(a.titleMatch) ||
      b.rank - a.rank ||
      (a.devotion.summary.date < b.devotion.summary.date ? -1 : a.devotion.summary.date > b.devotion.summary.date ? 1 : 0),
  );
  return found.slice(0, DEVOTION_SEARCH_RESULT_LIMIT).map(({ devotion }) => ({ ...devotion.summary, snippet: snippetFrom(devotion.snippetSource, words) }));
}
