// The snippet under a search result: a few words of the body around the first match, with
// the matched words marked (SNIPPET_MARK). Made in Node from text held in memory, because
// PostgreSQL's ts_headline costs more than the search itself.
import { SNIPPET_MARK } from '../../src/shared/constants.ts';

const WINDOW_WORDS = 26;
const LEAD_WORDS = 8;
const LEADING_NON_WORD = /^[^\p{L}\p{N}]+/u;
const ASCII_WORD_START = /^[a-z0-9]/;

/** The words a reader typed, lower-cased, each matched as the start of a word ("shep" → shepherd). */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/** A body made ready for snippets once (whitespace collapsed, split into words, and lower-cased for finding matches). */
export interface SnippetSource {
  text: string;
  lower: string;
  tokens: readonly string[];
}

export function snippetSource(content: string): SnippetSource {
  const text = content.replace(/\s+/g, ' ').trim();
  return { text, lower: text.toLowerCase(), tokens: text.split(' ') };
}

/** A word of the body matches when, lower-cased and without leading punctuation, it starts with a searched word. */
function matcher(words: string[]): (token: string) => boolean {
  return (token) => {
    const lower = token.toLowerCase();
    const bare = ASCII_WORD_START.test(lower) ? lower : lower.replace(LEADING_NON_WORD, '');
    return words.some((word) => bare.startsWith(word));
  };
}

/**
 * Where to start looking for the first matching word: no word can match before the first place
 * a searched word occurs at all, so the words before it are skipped unexamined (most results of
 * a search have their first match far into the body, or none in it at all).
 */
function firstMatchingWord(source: SnippetSource, tokens: readonly string[], words: string[], matches: (token: string) => boolean): number {
  const earliest = Math.min(
    ...words.map((word) => {
      const at = source.lower.indexOf(word);
      return at === -1 ? Infinity : at;
    }),
  );
  if (earliest === Infinity) return -1;
  // Offsets in `lower` are offsets in `text` unless lower-casing changed a length (rare letters
  // such as "İ"): then every word is examined.
  const skipUpTo = source.lower.length === source.text.length ? earliest : 0;
  let offset = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (offset + token.length > skipUpTo && matches(token)) return index;
    offset += token.length + 1;
  }
  return -1;
}

export function snippetFrom(source: SnippetSource, words: string[]): string {
  const { tokens } = source;
  const matches = matcher(words);
  const first = words.length > 0 ? firstMatchingWord(source, tokens, words, matches) : -1;
  const start = first === -1 ? 0 : Math.max(0, first - LEAD_WORDS);
  const window = tokens.slice(start, start + WINDOW_WORDS).map((token) => {
    if (!matches(token)) return token;
    // Mark the word, not the punctuation around it.
    const [, before, core, after] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token)!;
    return `${before}${SNIPPET_MARK.start}${core}${SNIPPET_MARK.stop}${after}`;
  });
  return `${start > 0 ? '… ' : ''}${window.join(' ')}`;
}

export function snippetFor(content: string, words: string[]): string {
  return snippetFrom(snippetSource(content), words);
}
