import { describe, expect, it } from 'vitest';
import { searchWords, snippetFor } from '../../server/services/search-snippet.ts';

describe('search snippets', () => {
  const body = 'Long before dawn the shepherds were awake. The Shepherd of Israel does not sleep, and his sheep, scattered on the hills, are counted one by one until the last is found and carried home.';

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
});
