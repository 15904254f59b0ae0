// Devotions: lookup by date with the perennial rule, navigation and search (spec 3 and 7).
import type { Sql } from '../../db/client.ts';
import { DEVOTION_SEARCH_RESULT_LIMIT } from '../../src/shared/constants.ts';
import { dayOfWeekFromSunday } from '../../src/shared/church-year.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import type { DevotionCalendar } from '../../src/shared/devotion-calendar.ts';
import { readOnUrl } from '../../src/shared/scripture.ts';
import type { Devotion, DevotionIndexEntry, DevotionSummary, Navigation } from '../../src/shared/schemas/devotion.ts';
import { contentSnapshot, type ContentSnapshot, type SearchableDevotion } from './content-snapshot.ts';
import type { HeroImages } from './hero-images.ts';
import { searchWords, snippetFrom } from './search-snippet.ts';

/** The calendar of dates that have a devotion (from the content snapshot). */
export async function devotionCalendar(sql: Sql): Promise<DevotionCalendar> {
  return (await contentSnapshot(sql)).calendar;
}

/**
 * The devotion shown for `date`, or null when there is none. A date without its own entry
 * shows the perennial one, under the requested date with that date's hero image.
 */
export async function getDevotionByDate(sql: Sql, images: HeroImages, date: IsoDate): Promise<Devotion | null> {
  const snapshot = await contentSnapshot(sql);
  const contentDate = snapshot.calendar.resolve(date);
  const row = contentDate ? snapshot.devotions.get(contentDate) : undefined;
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

/** Every programme devotion's id, date, title and reference, in date order. */
export async function listDevotionIndex(sql: Sql): Promise<DevotionIndexEntry[]> {
  return [...(await contentSnapshot(sql)).index];
}

export async function navigationFor(sql: Sql, date: IsoDate, today: IsoDate): Promise<Navigation> {
  return (await devotionCalendar(sql)).neighbours(date, today);
}

/**
 * Full-text search over title, reference, verse text and content (ranked in that order of
 * weight, migration 0003), with a substring match on title and reference (a title match
 * first), and a short snippet of the body with the matched words marked.
 */
export async function searchDevotions(sql: Sql, query: string): Promise<DevotionSummary[]> {
  const words = searchWords(query);
  const snapshot = await contentSnapshot(sql);
  // Results change only with the content, and readers repeat searches: kept with the snapshot.
  return snapshot.remember(`devotions ${words.join(' ')}|${query.trim().toLowerCase()}`, () =>
    runDevotionSearch(sql, snapshot.search, query, words),
  );
}

interface SearchHit {
  id: number;
  rank: number;
}

async function runDevotionSearch(sql: Sql, corpus: ContentSnapshot['search'], query: string, words: string[]): Promise<DevotionSummary[]> {
  // Every word matches as the start of a word ("good shep" finds "the Good Shepherd").
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  // The full-text hits come from the GIN index, ranked in PostgreSQL (migration 0006).
  const hits = tsquery ? await sql<SearchHit[]>`SELECT id, rank FROM devotion_search_hits(to_tsquery('english', ${tsquery}))` : [];
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
  return found
    .slice(0, DEVOTION_SEARCH_RESULT_LIMIT)
    .map(({ devotion }) => ({ ...devotion.summary, snippet: snippetFrom(devotion.snippetSource, words) }));
}
