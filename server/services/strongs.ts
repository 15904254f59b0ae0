// Strong's Concordance lookups (spec 2 "Strong's Concordance modal", spec 7).
import type { Sql } from '../../db/client.ts';
import { SEARCH_RESULT_LIMIT } from '../../src/shared/constants.ts';
import {
  normaliseStrongsNumber,
  STRONGS_NUMBER_AS_WRITTEN,
  type StrongsEntry,
  type StrongsSearchResult,
} from '../../src/shared/schemas/strongs.ts';
import { plainLetters } from '../../src/shared/transliteration.ts';
import { contentSnapshot } from './content-snapshot.ts';

export async function getStrongsEntry(sql: Sql, strongsNumber: string): Promise<StrongsEntry | null> {
  const [entry] = await sql<StrongsEntry[]>`
    SELECT id, strongs_number AS "strongsNumber", language, original_word AS "originalWord", transliteration,
           pronunciation, strongs_definition AS "strongsDefinition", kjv_definition AS "kjvDefinition", derivation
    FROM strongs_entries
    WHERE strongs_number = ${strongsNumber}`;
  return entry ?? null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Ranked search: the exact number first, then the original word, the transliteration, and
 * English: definitions that open with the word ("love, i.e. …", "to love …") before those
 * that merely mention it, then the KJV usage. Candidates come from indexes (migration 0005);
 * the ranking expressions run only on them.
 */
export async function searchStrongs(sql: Sql, query: string): Promise<StrongsSearchResult[]> {
  // The dictionary changes only with an import, and readers repeat lookups: kept with the snapshot.
  return (await contentSnapshot(sql)).remember(`strongs ${query.trim()}`, () => runStrongsSearch(sql, query));
}

async function runStrongsSearch(sql: Sql, query: string): Promise<StrongsSearchResult[]> {
  const number = STRONGS_NUMBER_AS_WRITTEN.test(query) ? normaliseStrongsNumber(query) : null;
  const plain = plainLetters(query);
  const word = escapeRegex(query.toLowerCase());
  const wholeWord = `\\m${word}\\M`;
  const opensWith = `^(to |a |an |the )?${word}\\M`;
  // Every word of the query must occur in the definitions (unstemmed).
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const wordsQuery = words.slice(0, 8).join(' & ');
  // Each way of matching is a query of its own, so that each reads its own index (a single
  // WHERE … OR … makes PostgreSQL scan and test all 14,000 entries); the ranking expressions
  // then run on the candidates only.
  return sql<StrongsSearchResult[]>`
    WITH candidates AS (
      SELECT id FROM strongs_entries WHERE strongs_number = ${number}
      UNION SELECT id FROM strongs_entries WHERE original_word = ${query}
      UNION SELECT id FROM strongs_entries WHERE ${plain} <> '' AND search_transliteration LIKE ${plain + '%'}
      UNION SELECT id FROM strongs_entries WHERE ${wordsQuery} <> '' AND search_words @@ to_tsquery('simple', ${wordsQuery || 'x'})
    )
    SELECT id, "strongsNumber", "originalWord", transliteration, "strongsDefinition"
    FROM (
      SELECT s.id, s.strongs_number AS "strongsNumber", s.original_word AS "originalWord", s.transliteration,
             s.strongs_definition AS "strongsDefinition",
             CASE
               WHEN s.strongs_number = ${number} THEN 0
               WHEN s.original_word = ${query} THEN 1
               WHEN s.search_transliteration = ${plain} THEN 2
               WHEN s.search_transliteration LIKE ${plain + '%'} THEN 3
               WHEN s.strongs_definition ~* ${opensWith} THEN 4
               WHEN s.strongs_definition ~* ${wholeWord} THEN 5
               WHEN s.kjv_definition ~* ${wholeWord} THEN 6
             END AS rank
      FROM candidates JOIN strongs_entries s USING (id)
    ) ranked
    WHERE rank IS NOT NULL
    ORDER BY rank, length("strongsDefinition"), id
    LIMIT ${SEARCH_RESULT_LIMIT}`;
}
