// Recall by the first letter of each word (issue 30; the way Bible-memory apps drill a verse):
// the reader types one letter per word, and each word is shown as its letter is typed, marked
// where the letter was wrong.

export interface RecalledWord {
  word: string;
  correct: boolean;
}

/** The verse's words as the reader sees them (the KJV's [supplied] marks dropped). */
export function verseWords(text: string): string[] {
  return text
    .replace(/[[\]]/g, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

function firstLetter(word: string): string {
  return (/[\p{L}\p{N}]/u.exec(word)?.[0] ?? '').toLocaleLowerCase('en');
}

/** The words recalled so far by `typed` (letters only count; spaces and punctuation are ignored). */
export function recallWords(words: readonly string[], typed: string): RecalledWord[] {
  const letters = [...typed.toLocaleLowerCase('en')].filter((character) => /[\p{L}\p{N}]/u.test(character));
  return letters.slice(0, words.length).map((letter, index) => ({ word: words[index]!, correct: letter === firstLetter(words[index]!) }));
}

/** The first words of the verse, as a hint. */
export function hintOf(words: readonly string[], count = 2): string {
  return words.length <= count ? `${words[0] ?? ''} …` : `${words.slice(0, count).join(' ')} …`;
}
