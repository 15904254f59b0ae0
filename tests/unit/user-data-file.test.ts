import { describe, expect, it } from 'vitest';
import { buildExport, exportFileName, journalStoreOf, mergeUserData, parseExportFile, type LocalUserData } from '../../src/features/privacy/user-data-file.ts';
import { dataExportSchema, type Bookmark, type Highlight } from '../../src/shared/schemas/user-data.ts';

const NOW = new Date(2025, 2, 4, 9, 30);

function bookmark(devotionId: number, overrides: Partial<Bookmark> = {}): Bookmark {
  return { devotionId, date: '2025-01-05', createdAt: '2025-01-05T08:00:00.000Z', ...overrides };
}

function highlight(id: string, overrides: Partial<Highlight> = {}): Highlight {
  return { id, devotionId: 5, text: 'received by the heart', prefix: 'it is ', suffix: ' that knows', color: 'green', createdAt: '2025-01-05T08:00:00.000Z', ...overrides };
}

function localData(overrides: Partial<LocalUserData> = {}): LocalUserData {
  return { bookmarks: [], highlights: [], journal: {}, planProgress: [], ...overrides };
}

describe('the export file', () => {
  it('is named lumen-data-export-yyyy-MM-dd.json after the local date', () => {
    expect(exportFileName(NOW)).toBe('lumen-data-export-2025-03-04.json');
  });

  it('holds an ISO timestamp, version 1.0, bookmarks, highlights, the journal and plan progress', () => {
    const file = buildExport(
      localData({
        bookmarks: [bookmark(5)],
        highlights: [highlight('h1')],
        journal: { '2025-01-05': ['', 'My brother.'], '2025-01-06': ['', '  '] },
        planProgress: ['2025-01-05-word-study', '2025-01-05-devotional', '2025-01-05-devotional'],
      }),
      NOW,
    );
    expect(dataExportSchema.safeParse(file).success).toBe(true);
    expect(file).toEqual({
      timestamp: NOW.toISOString(),
      version: '1.0',
      bookmarks: [bookmark(5)],
      highlights: [highlight('h1')],
      // A day with no answer written is not worth exporting.
      journal: [{ date: '2025-01-05', answers: ['', 'My brother.'], updatedAt: NOW.toISOString() }],
      planProgress: ['2025-01-05-devotional', '2025-01-05-word-study'],
    });
  });

  it('reads only well-formed journal days from the device', () => {
    expect(journalStoreOf({ '2025-01-05': ['a'], '2025-01-06': 'not a list', '2025-01-07': [3] })).toEqual({ '2025-01-05': ['a'] });
    expect(journalStoreOf(['a'])).toEqual({});
    expect(journalStoreOf(null)).toEqual({});
  });
});

describe('reading an export file', () => {
  const valid = buildExport(localData({ bookmarks: [bookmark(5)], highlights: [highlight('h1')] }), NOW);

  it('accepts a file LUMEN wrote', () => {
    expect(parseExportFile(JSON.stringify(valid))).toEqual({ ok: true, data: valid });
  });

  it('accepts a file with only the fields of spec 3, and reads an unknown colour as yellow', () => {
    const parsed = parseExportFile(JSON.stringify({ timestamp: NOW.toISOString(), version: '1.0', bookmarks: [], highlights: [{ ...highlight('h2'), color: 'orange' }] }));
    expect(parsed.ok && parsed.data.highlights[0]!.color).toBe('yellow');
    expect(parsed.ok && parsed.data.journal).toEqual([]);
    expect(parsed.ok && parsed.data.planProgress).toEqual([]);
  });

  it('says what is wrong with anything else', () => {
    expect(parseExportFile('not json')).toEqual({ ok: false, message: 'That file is not a LUMEN data export (it is not JSON).' });
    const wrongVersion = parseExportFile(JSON.stringify({ ...valid, version: '2.0' }));
    expect(wrongVersion.ok).toBe(false);
    expect(!wrongVersion.ok && wrongVersion.message).toMatch(/^That file is not a LUMEN data export \(version: /);
    const badBookmark = parseExportFile(JSON.stringify({ ...valid, bookmarks: [{ devotionId: 'five' }] }));
    expect(!badBookmark.ok && badBookmark.message).toContain('bookmarks.0.devotionId');
  });
});

describe('merging an imported file', () => {
  it('adds bookmarks of other devotions only', () => {
    const file = buildExport(localData({ bookmarks: [bookmark(5, { date: '2025-02-01' }), bookmark(6)] }), NOW);
    const { merged, added } = mergeUserData(localData({ bookmarks: [bookmark(5)] }), file);
    expect(merged.bookmarks).toEqual([bookmark(5), bookmark(6)]);
    expect(added.bookmarks).toBe(1);
  });

  it('skips a highlight with a known id or the same quote in the same devotion', () => {
    const file = buildExport(
      localData({
        highlights: [
          highlight('h1', { text: 'changed text' }),
          highlight('other-id'),
          highlight('other-devotion', { devotionId: 6 }),
          highlight('other-context', { suffix: ' that loves' }),
        ],
      }),
      NOW,
    );
    const { merged, added } = mergeUserData(localData({ highlights: [highlight('h1')] }), file);
    expect(merged.highlights.map((item) => item.id)).toEqual(['h1', 'other-devotion', 'other-context']);
    expect(added.highlights).toBe(2);
  });

  it('keeps each journal answer already written and fills the blank ones from the file', () => {
    const file = buildExport(localData({ journal: { '2025-01-05': ['From the file', 'Also from the file', 'Third'], '2025-01-06': ['New day'] } }), NOW);
    const { merged, added } = mergeUserData(localData({ journal: { '2025-01-05': ['Mine', ''], '2025-01-07': ['Untouched'] } }), file);
    expect(merged.journal).toEqual({
      '2025-01-05': ['Mine', 'Also from the file', 'Third'],
      '2025-01-06': ['New day'],
      '2025-01-07': ['Untouched'],
    });
    expect(added.journalDays).toBe(2);
  });

  it('takes the union of plan progress', () => {
    const file = buildExport(localData({ planProgress: ['2025-01-05-devotional', '2025-01-06-devotional'] }), NOW);
    const { merged, added } = mergeUserData(localData({ planProgress: ['2025-01-05-devotional', '2025-01-04-word-study'] }), file);
    expect(merged.planProgress).toEqual(['2025-01-04-word-study', '2025-01-05-devotional', '2025-01-06-devotional']);
    expect(added.planProgress).toBe(1);
  });

  it('brings back everything after an export, a clear and an import, and adds nothing the second time', () => {
    const original = localData({
      bookmarks: [bookmark(5)],
      highlights: [highlight('h1')],
      journal: { '2025-01-05': ['An answer'] },
      planProgress: ['2025-01-05-devotional'],
    });
    const parsed = parseExportFile(JSON.stringify(buildExport(original, NOW)));
    if (!parsed.ok) throw new Error(parsed.message);
    const { merged } = mergeUserData(localData(), parsed.data);
    expect(merged).toEqual(original);
    expect(mergeUserData(merged, parsed.data).added).toEqual({ bookmarks: 0, highlights: 0, journalDays: 0, planProgress: 0 });
  });
});
