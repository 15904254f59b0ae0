import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../db/import/import-content.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { createTestCaller } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('importing the shipped content', () => {
  it('writes every devotion, theme, James day and Strong entry, then skips an unchanged import', async () => {
    const files = readContentFiles();
    const progress: string[] = [];

    const summary = await importContent(db.sql, { log: (line) => progress.push(line) });

    expect(summary).toEqual({ devotions: files.devotions.length, themes: 79, jamesDays: 30, strongsEntries: 5624 + 8674 });
    expect(progress.some((line) => line.startsWith("Wrote Strong's entries"))).toBe(true);
    expect(await importContent(db.sql)).toBeNull();
  });

  it('serves imported content with scripture resolved from the KJV and word studies from the dictionary', async () => {
    const caller = createTestCaller(db.sql);
    const devotion = await caller.devotion.byDate({ date: '2025-01-05' });
    const file = readContentFiles().devotions.find((entry) => entry.date === '2025-01-05')!;

    expect(devotion.verseReference).toBe(file.verse);
    expect(devotion.verseText.length).toBeGreaterThan(40);
    expect(devotion.wordStudy.strongsNumber).toBe(file.wordStudy.strongs);
    expect(devotion.wordStudy.greekWord ?? devotion.wordStudy.hebrewWord).toBeTruthy();
    expect(devotion.weeklyTheme).toBe(readContentFiles().themes.find((theme) => theme.week === 2)!.theme);

    const james = await caller.james.byDay({ day: 30 });
    expect(james.passage).toMatch(/^James 5:/);
    expect((await caller.strongs.byNumber({ strongsNumber: 'H1' })).originalWord).toBe('אָב');
  });

  it('re-imports idempotently when forced, keeping devotion ids stable', async () => {
    const caller = createTestCaller(db.sql);
    const before = await caller.devotion.byDate({ date: '2025-01-05' });
    await importContent(db.sql, { force: true });
    const after = await caller.devotion.byDate({ date: '2025-01-05' });
    expect(after.id).toBe(before.id);
    const [row] = await db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM devotions`;
    expect(row?.count).toBe(readContentFiles().devotions.length);
  });
});
