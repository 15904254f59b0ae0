// The export file (src/shared/data-file.ts): its name and shape, and an imported file read entry
// by entry: a bad entry (a time in year 0000, too long an answer, a list too long) is reported
// with its line and skipped, never kept.
import { describe, expect, it } from 'vitest';
import { buildDataFile, entryLines, exportFileName, readDataFile, type KeptLists } from '../../src/shared/data-file.ts';
import { KEPT_LISTS, USER_DATA_LIMITS } from '../../src/shared/kept-data.ts';
import { dataExportSchema } from '../../src/shared/schemas/user-data.ts';
import { buildBookmark, buildHighlight, buildJournalEntry, buildMemoryCard } from '../factories/user-data.ts';

const NOW = new Date(2025, 2, 4, 9, 30);

function lists(overrides: Partial<KeptLists> = {}): KeptLists {
  return { bookmarks: [], highlights: [], journal: [], planProgress: [], memoryCards: [], ...overrides };
}

/** A file as LUMEN writes it: pretty-printed, two spaces. */
const fileText = (file: unknown) => JSON.stringify(file, null, 2);

describe('the export file', () => {
  it('is named lumen-data-export-yyyy-MM-dd.json after the local date', () => {
    expect(exportFileName(NOW)).toBe('lumen-data-export-2025-03-04.json');
  });

  it('holds an ISO timestamp, version 1.0, bookmarks, highlights, the journal, plan progress and memory verses', () => {
    const card = buildMemoryCard();
    const bookmark = buildBookmark();
    const highlight = buildHighlight();
    const entry = buildJournalEntry();
    const file = buildDataFile(
      lists({
        bookmarks: [bookmark],
        highlights: [highlight],
        journal: [entry],
        planProgress: ['2025-01-05-word-study', '2025-01-05-devotional', '2025-01-05-devotional'],
        memoryCards: [card],
      }),
      NOW,
    );
    expect(dataExportSchema.safeParse(file).success).toBe(true);
    expect(file).toEqual({
      timestamp: NOW.toISOString(),
      version: '1.0',
      bookmarks: [bookmark],
      highlights: [highlight],
      journal: [entry],
      planProgress: ['2025-01-05-devotional', '2025-01-05-word-study'],
      memoryCards: [card],
    });
  });
});

describe('reading an export file', () => {
  it('reads back what it wrote, with nothing to report', () => {
    const written = lists({
      bookmarks: [buildBookmark()],
      highlights: [buildHighlight()],
      journal: [buildJournalEntry()],
      planProgress: ['2025-01-05-devotional'],
      memoryCards: [buildMemoryCard()],
    });
    expect(readDataFile(fileText(buildDataFile(written, NOW)))).toEqual({ ok: true, lists: written, problems: [] });
  });

  it('accepts a file with only the fields of spec 3, and reads an unknown colour as yellow', () => {
    const read = readDataFile(
      fileText({ timestamp: NOW.toISOString(), version: '1.0', bookmarks: [], highlights: [{ ...buildHighlight(), color: 'orange' }] }),
    );
    expect(read.ok && read.lists.highlights[0]!.color).toBe('yellow');
    expect(read.ok && read.lists.journal).toEqual([]);
  });

  it('says what is wrong with a file that is not an export', () => {
    expect(readDataFile('not json')).toEqual({ ok: false, message: 'That file is not a LUMEN data export (it is not JSON).' });
    expect(readDataFile('[1, 2]')).toEqual({ ok: false, message: 'That file is not a LUMEN data export.' });
    expect(readDataFile(fileText({ version: '2.0', bookmarks: [] }))).toEqual({
      ok: false,
      message: 'That file is not a LUMEN data export (version: version must be "1.0").',
    });
  });

  it('skips a time in year 0000 and reports its line; keeps the rest', () => {
    const good = buildHighlight({ id: 'good' });
    const text = fileText({
      timestamp: NOW.toISOString(),
      version: '1.0',
      bookmarks: [],
      highlights: [good, { ...buildHighlight({ id: 'year-zero' }), createdAt: '0000-01-01T00:00:00.000Z' }],
    });
    const read = readDataFile(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.lists.highlights).toEqual([good]);
    const line = text.split('\n').findIndex((row) => row.includes('"id": "year-zero"'));
    expect(read.problems).toEqual([
      // The entry starts on the line of its opening brace, just above its id.
      { line, message: 'highlights entry 2: createdAt: A time must lie in the years 1900 to 2200' },
    ]);
  });

  it('holds dates and times to the years 1900 to 2200, and answers to their limits', () => {
    const text = fileText({
      version: '1.0',
      bookmarks: [
        buildBookmark({ devotionId: 1, date: '1899-12-31' }),
        buildBookmark({ devotionId: 2, createdAt: '2201-01-01T00:00:00.000Z' }),
        buildBookmark({ devotionId: 3, date: '1900-01-01', createdAt: '2200-12-31T23:59:59.000Z' }),
      ],
      highlights: [],
      journal: [
        buildJournalEntry({ answers: ['x'.repeat(USER_DATA_LIMITS.journalAnswer + 1)] }),
        buildJournalEntry({ answers: Array(USER_DATA_LIMITS.journalAnswers + 1).fill('a') }),
      ],
      planProgress: ['0000-01-05-devotional', '2025-02-30-devotional', '2025-01-05-devotional'],
    });
    const read = readDataFile(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.lists.bookmarks.map((bookmark) => bookmark.devotionId)).toEqual([3]);
    expect(read.lists.journal).toEqual([]);
    expect(read.lists.planProgress).toEqual(['2025-01-05-devotional']);
    expect(read.problems.map((problem) => problem.message)).toEqual([
      'bookmarks entry 1: date: A date must lie in the years 1900 to 2200',
      'bookmarks entry 2: createdAt: A time must lie in the years 1900 to 2200',
      `journal entry 1: answers.0: An answer can be at most ${USER_DATA_LIMITS.journalAnswer} characters`,
      `journal entry 2: answers: A day has at most ${USER_DATA_LIMITS.journalAnswers} answers`,
      'planProgress entry 1: A plan key names calendar dates in the years 1900 to 2200',
      'planProgress entry 2: A plan key names calendar dates in the years 1900 to 2200',
    ]);
    // Every problem names a line of the file, each a different one.
    expect(new Set(read.problems.map((problem) => problem.line)).size).toBe(6);
  });

  it('reads at most a list’s bound, and says so once', () => {
    const max = KEPT_LISTS.bookmarks.maxItems;
    const bookmarks = Array.from({ length: max + 2 }, (_, index) => buildBookmark({ devotionId: index + 1 }));
    const read = readDataFile(JSON.stringify({ version: '1.0', bookmarks }));
    if (!read.ok) throw new Error(read.message);
    expect(read.lists.bookmarks).toHaveLength(max);
    expect(read.problems).toEqual([{ line: 1, message: `bookmarks: only the first ${max} entries were read` }]);
  });

  it('reports a field that is not a list', () => {
    const read = readDataFile(JSON.stringify({ version: '1.0', bookmarks: 'five' }));
    expect(read).toEqual({ ok: true, lists: lists(), problems: [{ line: 1, message: 'bookmarks is not a list, so none of it was read' }] });
  });
});

describe('the lines of a file’s entries', () => {
  it('finds where each entry of each top-level list starts, strings with brackets and escapes included', () => {
    const text = [
      '{',
      '  "note": "a [tricky] \\"value\\" {",',
      '  "bookmarks": [',
      '    { "devotionId": 1 },',
      '',
      '    {',
      '      "devotionId": 2',
      '    }',
      '  ],',
      '  "planProgress": ["2025-01-05-devotional",',
      '    "2025-01-06-devotional"], "highlights": []',
      '}',
    ].join('\n');
    expect(entryLines(text)).toEqual({ bookmarks: [4, 6], planProgress: [10, 11], highlights: [] });
  });
});
