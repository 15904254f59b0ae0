// Turns validated content files into database rows: resolves every reference against the
// KJV, fills word studies from the Strong's dictionaries and applies the cross-file rules.
// The importer and the content checker both run this, so they can never disagree.
import { PROGRAMME_WEEKS, programmeWeekOf, programmeWeekStart } from '../../src/shared/church-year.ts';
import { addDaysIso, isInProgramme, PROGRAMME_END, PROGRAMME_START, type IsoDate } from '../../src/shared/dates.ts';
import { JAMES_STUDY_DAYS } from '../../src/shared/constants.ts';
import { isAdventDate } from '../../src/shared/study-layout.ts';
import { findCommentary } from './commentaries.ts';
import type { ContentFiles, ContentProblem, DevotionFile, JamesDayFile } from './content-files.ts';
import { parseReference, resolveScripture, textContainsWord, verseKeys } from './scripture.ts';
import type { DictionaryEntry } from './strongs-dictionary.ts';
import type { DevotionRow, JamesDayRow, ThemeRow } from '../content-rows.ts';

export type { DevotionRow, JamesDayRow, ThemeRow } from '../content-rows.ts';

const LITERARY_MARKER = /^Literary Connection: From "[^"]+" by .+$/m;
const THEOLOGICAL_MARKER = /^Theological Bridge$/m;

export interface BuiltContent {
  devotions: DevotionRow[];
  jamesDays: JamesDayRow[];
  themes: ThemeRow[];
  problems: ContentProblem[];
  /** Advisory notes that do not stop an import. */
  warnings: ContentProblem[];
}

/** Collects problems for one file while resolving its references. */
class FileScope {
  constructor(
    readonly file: string,
    private readonly problems: ContentProblem[],
    private readonly warnings: ContentProblem[],
  ) {}

  problem(field: string, message: string): void {
    this.problems.push({ file: this.file, field, message });
  }

  warn(field: string, message: string): void {
    this.warnings.push({ file: this.file, field, message });
  }

  scripture(field: string, reference: string): string {
    try {
      return resolveScripture(reference);
    } catch (error) {
      this.problem(field, `reference "${reference}" does not resolve: ${(error as Error).message}`);
      return '';
    }
  }

  strongs(
    field: string,
    number: string,
    word: string,
    passageText: string,
    dictionary: Map<string, DictionaryEntry>,
  ): DictionaryEntry | null {
    if (passageText && !textContainsWord(passageText, word)) {
      this.problem(`${field}.word`, `"${word}" does not occur in the KJV text of the passage`);
    }
    const entry = dictionary.get(number);
    if (!entry || !entry.originalWord) {
      this.problem(`${field}.strongs`, `${number} is not an entry of Strong's dictionary`);
      return null;
    }
    const stem = word.toLowerCase().slice(0, Math.min(4, word.length));
    if (!entry.kjvDefinition.toLowerCase().includes(stem) && !entry.strongsDefinition.toLowerCase().includes(stem)) {
      this.warn(
        `${field}.strongs`,
        `${number} (${entry.transliteration}) does not list "${word}" among its KJV renderings; check the number`,
      );
    }
    return entry;
  }
}

function bookOf(reference: string): { book: string; chapter: number } | null {
  try {
    const parsed = parseReference(reference);
    return { book: parsed.book, chapter: parsed.startChapter };
  } catch {
    return null;
  }
}

function buildCitations(scope: FileScope, citations: DevotionFile['citations'], mainReference: string): string[] {
  const main = bookOf(mainReference);
  return citations.map((citation, index) => {
    const field = `citations.${index}`;
    const commentary = findCommentary(citation.author, citation.work);
    const passage = bookOf(citation.passage);
    if (!commentary)
      scope.problem(field, `"${citation.author}, ${citation.work}" is not in the list of citable commentaries (db/import/commentaries.ts)`);
    if (!passage) scope.problem(`${field}.passage`, `reference "${citation.passage}" does not resolve`);
    else if (commentary && !commentary.covers(passage.book, passage.chapter)) {
      scope.problem(field, `${citation.author}'s ${citation.work} does not cover ${passage.book} ${passage.chapter}`);
    } else if (main && passage.book !== main.book) {
      scope.problem(`${field}.passage`, `cites ${passage.book}, but the devotion's passage is in ${main.book}`);
    }
    return `${citation.author}, ${citation.work}, on ${citation.passage}`;
  });
}

function buildDevotion(
  file: DevotionFile & { file: string },
  dictionary: Map<string, DictionaryEntry>,
  problems: ContentProblem[],
  warnings: ContentProblem[],
): DevotionRow {
  const scope = new FileScope(file.file, problems, warnings);
  const verseText = scope.scripture('verse', file.verse);
  const entry = scope.strongs('wordStudy', file.wordStudy.strongs, file.wordStudy.word, verseText, dictionary);
  const citations = buildCitations(scope, file.citations, file.verse);

  if (isAdventDate(file.date) && !(LITERARY_MARKER.test(file.content) && THEOLOGICAL_MARKER.test(file.content))) {
    scope.problem('content', 'an Advent devotion needs the "Literary Connection: From …" and "Theological Bridge" marker lines');
  }
  if (!isInProgramme(file.date)) scope.problem('date', `is outside the programme (${PROGRAMME_START} to ${PROGRAMME_END})`);

  return {
    date: file.date,
    title: file.title,
    author: file.author,
    verse_reference: file.verse,
    verse_text: verseText,
    content: file.content,
    reflection: file.reflection,
    prayer: file.prayer,
    journaling_prompts: file.journalingPrompts,
    memory_verse: { text: scope.scripture('memoryVerse.reference', file.memoryVerse.reference), ...file.memoryVerse },
    citations,
    scholar: file.citations[0]!.author,
    word_study: {
      word: file.wordStudy.word,
      strongsNumber: file.wordStudy.strongs,
      hebrewWord: entry && entry.language !== 'greek' ? entry.originalWord : null,
      greekWord: entry && entry.language === 'greek' ? entry.originalWord : null,
      transliteration: entry?.transliteration ?? '',
      definition: entry?.strongsDefinition ?? '',
      usage: file.wordStudy.usage,
    },
    historical_context: file.historicalContext,
    deeper_study: file.deeperStudy,
    related_verses: file.relatedVerses.map((related, index) => ({
      text: scope.scripture(`relatedVerses.${index}.reference`, related.reference),
      reference: related.reference,
      context: related.context,
    })),
  };
}

function buildJamesDay(
  file: JamesDayFile & { file: string },
  dictionary: Map<string, DictionaryEntry>,
  problems: ContentProblem[],
  warnings: ContentProblem[],
): JamesDayRow {
  const scope = new FileScope(file.file, problems, warnings);
  const verseText = scope.scripture('passage', file.passage);
  if (bookOf(file.passage)?.book !== 'James') scope.problem('passage', 'must be a passage of James');
  const entry = scope.strongs('wordStudy', file.wordStudy.strongs, file.wordStudy.word, verseText, dictionary);
  file.relatedVerses.forEach((reference, index) => scope.scripture(`relatedVerses.${index}`, reference));
  return {
    day: file.day,
    title: file.title,
    author: file.author,
    passage: file.passage,
    verse_text: verseText,
    weekly_theme: file.weeklyTheme,
    content: file.content,
    reflection: file.reflection,
    prayer: file.prayer,
    journaling_prompts: file.journalingPrompts,
    memory_verse: { verse: scope.scripture('memoryVerse.reference', file.memoryVerse.reference), ...file.memoryVerse },
    deeper_study: file.deeperStudy,
    word_study: {
      title: file.wordStudy.title,
      content: file.wordStudy.content,
      word: file.wordStudy.word,
      strongsNumber: file.wordStudy.strongs,
      originalWord: entry?.originalWord ?? '',
      transliteration: entry?.transliteration ?? '',
    },
    historical_context: file.historicalContext,
    related_verses: file.relatedVerses,
    citations: buildCitations(scope, file.citations, file.passage),
  };
}

function checkUniqueTitles(items: { title: string; file: string }[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = item.title.trim().toLowerCase();
    const first = seen.get(key);
    if (first) problems.push({ file: item.file, field: 'title', message: `"${item.title}" is already the title of ${first}` });
    else seen.set(key, item.file);
  }
}

/** James study days must cover James 1:1–5:20 in order, each verse once. */
function checkJamesCoverage(days: (JamesDayFile & { file: string })[], problems: ContentProblem[]): void {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const present = new Set(sorted.map((day) => day.day));
  for (let day = 1; day <= JAMES_STUDY_DAYS; day++) {
    if (!present.has(day)) problems.push({ file: `james/day-${String(day).padStart(2, '0')}.md`, field: '', message: 'is missing' });
  }
  if (present.size !== JAMES_STUDY_DAYS) return;
  const expected = verseKeys('James 1:1-5:20');
  let position = 0;
  for (const day of sorted) {
    let keys: string[];
    try {
      keys = verseKeys(day.passage);
    } catch {
      return; // already reported as an unresolved reference
    }
    if (keys[0] !== expected[position]) {
      problems.push({
        file: day.file,
        field: 'passage',
        message: `should start at ${expected[position] ?? 'the end of James'} to follow the previous day, not ${keys[0]}`,
      });
      return;
    }
    position += keys.length;
  }
  if (position !== expected.length) {
    problems.push({ file: sorted.at(-1)!.file, field: 'passage', message: `the study ends at ${expected[position - 1]}, not James 5:20` });
  }
}

function buildThemes(content: ContentFiles, problems: ContentProblem[]): ThemeRow[] {
  const weeks = new Map(content.themes.map((theme) => [theme.week, theme]));
  if (weeks.size !== content.themes.length) problems.push({ file: 'themes.yaml', field: 'week', message: 'a week appears more than once' });
  const rows: ThemeRow[] = [];
  for (const theme of weeks.values()) {
    rows.push({ week: theme.week, starts_on: programmeWeekStart(theme.week), theme: theme.theme, description: theme.description });
  }
  // Every programme week needs its theme, so each of its seven days has one to show.
  for (let week = 1; week <= PROGRAMME_WEEKS; week++) {
    if (!weeks.has(week)) problems.push({ file: 'themes.yaml', field: `week ${week}`, message: 'is missing' });
  }
  for (const devotion of content.devotions) {
    const week = programmeWeekOf(devotion.date);
    if (week >= 1 && week <= PROGRAMME_WEEKS && !weeks.has(week)) {
      problems.push({ file: 'themes.yaml', field: `week ${week}`, message: `is missing, but ${devotion.date} falls in it` });
    }
  }
  return rows.sort((a, b) => a.week - b.week);
}

export function buildContent(content: ContentFiles, dictionary: Map<string, DictionaryEntry>): BuiltContent {
  const problems = [...content.problems];
  const warnings: ContentProblem[] = [];
  const devotions = content.devotions.map((file) => buildDevotion(file, dictionary, problems, warnings));
  const jamesDays = content.jamesDays.map((file) => buildJamesDay(file, dictionary, problems, warnings));
  checkUniqueTitles(content.devotions, problems);
  checkUniqueTitles(content.jamesDays, problems);
  checkJamesCoverage(content.jamesDays, problems);
  const themes = buildThemes(content, problems);
  return { devotions, jamesDays, themes, problems, warnings };
}

/** Programme dates that still have no devotion file. */
export function missingProgrammeDates(devotions: { date: IsoDate }[]): IsoDate[] {
  const present = new Set(devotions.map((devotion) => devotion.date));
  const missing: IsoDate[] = [];
  for (let date = PROGRAMME_START; date <= PROGRAMME_END; date = addDaysIso(date, 1)) {
    if (!present.has(date)) missing.push(date);
  }
  return missing;
}
