// What a reader keeps carries dates and times within 1900 to 2200 (src/shared/kept-data.ts): the
// procedures refuse anything else with a 400 that says why, the table refuses it too, and a row
// written before the bound (migration 0020) is left out of its list rather than failing every sync.
import { describe, expect, it } from 'vitest';
import { insertDevotion } from '../factories/content.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { insertTestUser, registerTestUser, SAME_ORIGIN, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

function call(user: SignedInTestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const highlight = (devotionId: number, id: string, createdAt = '2025-01-05T07:00:00.000Z') => ({
  id,
  devotionId,
  text: 'his compassions fail not',
  prefix: '',
  suffix: '',
  color: 'green',
  createdAt,
});

describe('dates and times out of bounds', () => {
  it('a year-0000 time is refused with 400 and never reaches the database, on a write and in a merge', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);

    const created = await call(user, 'POST', '/api/highlights', highlight(devotion.id, 'h-0', '0000-01-01T00:00:00.000Z'));
    expect(created.statusCode).toBe(400);
    expect(restError(created)).toBe('createdAt: A time must lie in the years 1900 to 2200');

    const merged = await call(user, 'POST', '/api/highlights/merge', {
      highlights: [highlight(devotion.id, 'good'), highlight(devotion.id, 'h-0', '0000-01-01T00:00:00.000Z')],
    });
    expect(merged.statusCode).toBe(400);
    expect(restError(merged)).toBe('highlights.1.createdAt: A time must lie in the years 1900 to 2200');

    const [row] = await context.db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM highlights`;
    expect(row!.count).toBe(0);
    // A later sync works as ever.
    expect(
      restOutput('highlight.merge', await call(user, 'POST', '/api/highlights/merge', { highlights: [highlight(devotion.id, 'good')] })),
    ).toHaveLength(1);
  });

  it('refuses journal days, bookmark days and plan marks outside 1900 to 2200', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const journal = await call(user, 'PUT', '/api/journal/1899-12-31', { answers: ['Too early'] });
    expect(journal.statusCode).toBe(400);
    expect(restError(journal)).toBe('date: A date must lie in the years 1900 to 2200');
    const bookmark = await call(user, 'POST', '/api/bookmarks', { devotionId: devotion.id, date: '2201-01-01' });
    expect(restError(bookmark)).toBe('date: A date must lie in the years 1900 to 2200');
    const progress = await call(user, 'PUT', '/api/progress', { key: '0000-01-05-devotional', complete: true });
    expect(restError(progress)).toBe('key: A plan key names calendar dates in the years 1900 to 2200');
  });

  it('the table itself refuses a time out of bounds', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await insertTestUser(context.db.sql);
    await expect(
      context.db.sql`
        INSERT INTO highlights (user_id, id, devotion_id, text, prefix, suffix, color, created_at)
        VALUES (${user.id}, 'h', ${devotion.id}, 't', '', '', 'yellow', '1000-01-01T00:00:00Z')`,
    ).rejects.toThrow(/highlights_kept_years/);
  });

  it('a bad row written before the bound is left out of its list, and syncs go on', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const [account] = await context.db.sql<{ id: string }[]>`SELECT id FROM users WHERE username = ${user.username}`;
    const userId = account!.id;
    // As the tables were before migration 0020 added their checks.
    await context.db.sql`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kept_date`;
    await context.db.sql`ALTER TABLE plan_progress DROP CONSTRAINT plan_progress_kept_date`;
    await context.db.sql`INSERT INTO journal_entries (user_id, date, answers) VALUES (${userId}, '1000-01-01', '["From another age"]')`;
    await context.db.sql`INSERT INTO plan_progress (user_id, key) VALUES (${userId}, '1000-01-01-devotional')`;

    await call(user, 'PUT', '/api/journal/2025-01-05', { answers: ['Today'] });
    expect(restOutput('journal.list', await call(user, 'GET', '/api/journal')).map((entry) => entry.date)).toEqual(['2025-01-05']);
    const merged = await call(user, 'POST', '/api/journal/merge', {
      journal: [{ date: '2025-01-06', answers: ['Merged'], updatedAt: '2025-01-06T08:00:00.000Z' }],
    });
    expect(restOutput('journal.merge', merged).map((entry) => entry.date)).toEqual(['2025-01-05', '2025-01-06']);
    expect(
      restOutput('progress.merge', await call(user, 'POST', '/api/progress/merge', { planProgress: ['2025-01-05-devotional'] })),
    ).toEqual(['2025-01-05-devotional']);
    expect(restOutput('bookmark.add', await call(user, 'POST', '/api/bookmarks', { devotionId: devotion.id }))).toMatchObject({
      devotionId: devotion.id,
    });
  });
});

describe('what the library reads', () => {
  it('a highlight keeps the day it was made on', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const user = await registerTestUser(context.app);
    await call(user, 'POST', '/api/highlights', { ...highlight(devotion.id, 'h-1'), date: '2027-03-28' });
    await call(user, 'POST', '/api/highlights/merge', { highlights: [{ ...highlight(devotion.id, 'h-2'), date: '2026-01-05' }] });
    expect(
      restOutput('highlight.list', await call(user, 'GET', '/api/highlights'))
        .map(({ id, date }) => ({ id, date }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual([
      { id: 'h-1', date: '2027-03-28' },
      { id: 'h-2', date: '2026-01-05' },
    ]);
  });

  it('lists all of a member’s study notes, newest first, and no one else’s', async () => {
    const [first, second] = [await insertDevotion(context.db.sql), await insertDevotion(context.db.sql)];
    const [ruth, naomi] = [await registerTestUser(context.app), await registerTestUser(context.app)];
    await call(ruth, 'POST', '/api/notes', { devotionId: first.id, content: 'First thought' });
    await call(ruth, 'POST', '/api/notes', { devotionId: second.id, content: 'Second thought' });
    await call(naomi, 'POST', '/api/notes', { devotionId: first.id, content: 'Not Ruth’s' });

    const all = await call(ruth, 'GET', '/api/notes/all');
    expect(restOutput('notes.all', all).map((note) => note.content)).toEqual(['Second thought', 'First thought']);
    expect(all.headers['cache-control']).toBe('private, no-store');
  });

  it('the devotion index names every devotion by id and date, publicly and cacheably', async () => {
    const [late, early] = [
      await insertDevotion(context.db.sql, { date: '2025-01-06' }),
      await insertDevotion(context.db.sql, { date: '2025-01-05' }),
    ];
    const response = await context.app.inject({ url: '/api/devotions/index' });
    expect(restOutput('devotion.index', response)).toEqual([
      { id: early.id, date: '2025-01-05', title: early.title, verseReference: early.verse_reference },
      { id: late.id, date: '2025-01-06', title: late.title, verseReference: late.verse_reference },
    ]);
    expect(response.headers['cache-control']).toMatch(/^public/);
  });
});
