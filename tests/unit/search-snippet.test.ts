import { describe, expect, it } from 'vitest';
import { searchWords, snippetFor } from '../../server/services/search-snippet.ts';

describe('search snippets', () => {
  const body =
    'Long before dawn the shepherds were awake. The Shepherd of Israel does not sleep, and his sheep, scattered on the hills, are counted one by one until the last is found and carried home.';

  it('starts a few words before the first match and marks every matching word, not its punctuation', () => {
    const snippet = snippetFor(body, searchWords('shep'));
    expect(snippet).toContain('the ⟦shepherds⟧ were awake. The ⟦Shepherd⟧ of Israel');
    expect(snippet.startsWith('Long before dawn')).toBe(true);
  });

  it('says where it starts in the middle with an ellipsis', () => {
    const snippet = snippetFor(body, searchWords('carried home'));
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet).toContain('⟦carried⟧ ⟦home⟧.');
    expect(snippetFor(body, ['carried'])).toContain('⟦carried⟧ home.');
  });

  it('falls back to the opening words when nothing in the body matches', () => {
    expect(snippetFor(body, searchWords('Psalm 23'))).toBe(body.split(' ').slice(0, 26).join(' '));
  });

  it('opens with the first words when there is nothing to find', () => {
    expect(searchWords('  ?! ')).toEqual([]);
    expect(snippetFor(body, [])).toBe(body.split(' ').slice(0, 26).join(' '));
  });

  it('reads at most twelve words of a query', () => {
    expect(searchWords('one two three four five six seven eight nine ten eleven twelve thirteen')).toHaveLength(12);
  });

  it('collapses line breaks and runs of spaces, and trims the body', () => {
    expect(snippetFor('\n  Grace   upon\n\ngrace.  ', searchWords('upon'))).toBe('Grace ⟦upon⟧ grace.');
  });

  it('finds a match after leading punctuation, and in text where lower-casing changes lengths', () => {
    expect(snippetFor('He said, “Shepherd my sheep.”', searchWords('shep'))).toBe('He said, “⟦Shepherd⟧ my sheep.”');
    // "İ" lower-cases to two characters: offsets in the lower-cased text no longer match.
    const turkish = `${'İ '.repeat(20)}word ${'filler '.repeat(20)}late match`;
    expect(snippetFor(turkish, searchWords('late'))).toContain('⟦late⟧ match');
  });
});
