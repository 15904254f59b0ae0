// The snippet under a search result: a few words of the body around the first match, with
// the matched words marked (SNIPPET_MARK). Made in Node from the body the query returns
// anyway, because PostgreSQL's ts_headline costs more than the search itself.
import { SNIPPET_MARK } from '../../src/shared/constants.ts';

const WINDOW_WORDS = 26;
const LEAD_WORDS = 8;

/** The words a reader typed, lower-cased, each matched as the start of a word ("shep" → shepherd). */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

export function snippetFor(content: string, words: string[]): string {
  const tokens = content.replace(/\s+/g, ' ').trim().split(' ');
  const matches = (token: string) => {
    const bare = token.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
    return words.some((word) => bare.startsWith(word));
  };
  const first = words.length > 0 ? tokens.findIndex(matches) : -1;
  const start = first === -1 ? 0 : Math.max(0, first - LEAD_WORDS);
  const window = tokens.slice(start, start + WINDOW_WORDS).map((token) => {
    if (!matches(token)) return token;
    // Mark the word, not the punctuation around it.
    const [, before, core, after] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token)!;
    return `${before}${SNIPPET_MARK.start}${core}${SNIPPET_MARK.stop}${after}`;
  });
  return `${start > 0 ? '… ' : ''}${window.join(' ')}`;
}
