// The one way every list is kept (src/lib/kept-lists): one item per key, the list's order and
// bound, zod-checked reads that skip a bad item, and each adapter's import rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { KEPT_LIST_ADAPTERS } from '../../src/lib/kept-lists/all-lists.ts';
import { checkList, loadKeptChecks } from '../../src/lib/kept-lists/checks.ts';
import { importNewKeys, orderedItems, withChange } from '../../src/lib/kept-lists/kept-list.ts';
import { KEPT_LIST_IDS, KEPT_LISTS } from '../../src/shared/kept-data.ts';
import { buildBookmark, buildHighlight, buildJournalEntry } from '../factories/user-data.ts';

const { bookmarks, highlights, journal, planProgress } = KEPT_LIST_ADAPTERS;

beforeAll(() => loadKeptChecks());

describe('a kept list', () => {
  it('has an adapter for every list of shared/kept-data.ts, each with that list’s fact', () => {
    for (const id of KEPT_LIST_IDS) expect(KEPT_LIST_ADAPTERS[id].fact).toBe(KEPT_LISTS[id]);
  });

  it('holds one item per key, newest first: a put replaces, a remove takes out', () => {
    const older = buildBookmark({ devotionId: 5, createdAt: '2025-01-05T09:00:00.000Z' });
    const newer = buildBookmark({ devotionId: 6, createdAt: '2025-01-06T09:00:00.000Z' });
    let list = withChange(bookmarks, [], { kind: 'put', item: older });
    list = withChange(bookmarks, list, { kind: 'put', item: newer });
    expect(list).toEqual([newer, older]);
    const again = { ...older, date: '2025-02-01' };
    expect(withChange(bookmarks, list, { kind: 'put', item: again })).toEqual([newer, again]);
    expect(withChange(bookmarks, list, { kind: 'remove', key: '6' })).toEqual([older]);
  });

  it('keeps at most its bound, the newest', () => {
    const keys = Array.from({ length: KEPT_LISTS.planProgress.maxItems + 3 }, (_, index) => {
      const day = new Date(Date.UTC(1990, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return `${day}-devotional`;
    });
    const kept = orderedItems(planProgress, keys);
    expect(kept).toHaveLength(KEPT_LISTS.planProgress.maxItems);
    expect(kept[0]).toBe(keys.at(-1));
    expect(kept).not.toContain(keys[0]);
  });
});

describe('reading a stored list', () => {
  it('keeps the valid items and skips the rest; anything but a list is none', () => {
    const valid = buildHighlight({ id: 'kept' });
    const stored = [
      valid,
      { ...buildHighlight(), createdAt: '0000-01-01T00:00:00.000Z' },
      { ...buildHighlight(), text: '   ' },
      'junk',
      null,
    ];
    expect(checkList(highlights, stored)).toEqual([valid]);
    expect(checkList(highlights, { not: 'a list' })).toEqual([]);
    expect(checkList(highlights, null)).toEqual([]);
  });

  it('reads the journal as it was once kept on a device (a map by date)', () => {
    const read = checkList(journal, { '2025-01-05': ['An answer'], '2025-01-06': 'not a list', '0999-01-01': ['Too old'] });
    expect(read).toEqual([{ date: '2025-01-05', answers: ['An answer'], updatedAt: expect.any(String) }]);
  });
});

describe('importing a file into a list', () => {
  it('adds bookmarks of other devotions only', () => {
    const mine = buildBookmark({ devotionId: 5 });
    const result = importNewKeys(
      bookmarks,
      [mine],
      [buildBookmark({ devotionId: 5, date: '2025-02-01' }), buildBookmark({ devotionId: 6 })],
    );
    expect(result.items.map((bookmark) => bookmark.devotionId).sort()).toEqual([5, 6]);
    expect(result.items.find((bookmark) => bookmark.devotionId === 5)).toBe(mine);
    expect(result.added).toBe(1);
  });

  it('skips a highlight with a known id or the same quote in the same devotion', () => {
    const mine = buildHighlight({ id: 'h1', text: 'received by the heart', prefix: 'it is ', suffix: ' that knows' });
    const { items, added } = highlights.importInto!(
      [mine],
      [
        { ...mine, text: 'changed text' },
        { ...mine, id: 'other-id' },
        { ...mine, id: 'other-devotion', devotionId: 6 },
        { ...mine, id: 'other-context', suffix: ' that loves' },
      ],
    );
    expect(items.map((item) => item.id)).toEqual(['h1', 'other-devotion', 'other-context']);
    expect(added).toBe(2);
  });

  it('keeps each journal answer already written and fills the blank ones from the file', () => {
    const { items, added } = journal.importInto!(
      [buildJournalEntry({ date: '2025-01-05', answers: ['Mine', ''] }), buildJournalEntry({ date: '2025-01-07', answers: ['Untouched'] })],
      [
        buildJournalEntry({ date: '2025-01-05', answers: ['From the file', 'Also from the file', 'Third'] }),
        buildJournalEntry({ date: '2025-01-06', answers: ['New day'] }),
        buildJournalEntry({ date: '2025-01-07', answers: ['Not mine'] }),
      ],
    );
    expect(Object.fromEntries(items.map((entry) => [entry.date, entry.answers]))).toEqual({
      '2025-01-05': ['Mine', 'Also from the file', 'Third'],
      '2025-01-06': ['New day'],
      '2025-01-07': ['Untouched'],
    });
    expect(added).toBe(2);
  });

  it('takes the union of plan progress, and adds nothing a second time', () => {
    const first = importNewKeys(
      planProgress,
      ['2025-01-05-devotional', '2025-01-04-word-study'],
      ['2025-01-05-devotional', '2025-01-06-devotional'],
    );
    expect(orderedItems(planProgress, first.items)).toEqual(['2025-01-06-devotional', '2025-01-05-devotional', '2025-01-04-word-study']);
    expect(first.added).toBe(1);
    expect(importNewKeys(planProgress, first.items, ['2025-01-06-devotional']).added).toBe(0);
  });
});
