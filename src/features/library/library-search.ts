// The library's search box: every word typed must appear in what an item shows (its title,
// reference, day, text, answers), whatever the case or accents.

/** Text folded for matching: lower case, accents removed, runs of space made one. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A test for the query: true for an item whose texts hold every word of it (an empty query holds for all). */
export function searchMatcher(query: string): (texts: ReadonlyArray<string | null | undefined>) => boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (texts) => {
    const haystack = foldForSearch(texts.filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  };
}
