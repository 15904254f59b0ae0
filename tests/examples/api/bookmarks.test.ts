// Worked example for docs/testing.md, layer "API": the real app over a real database (the
// embedded engine, or PostgreSQL when DATABASE_URL is set), through both transports.
// #region guide
import { describe, expect, it } from 'vitest';
import { insertDevotion } from '../../factories/content.ts';
import { createTestCaller, insertTestUser, registerTestUser, SAME_ORIGIN, useTestApp } from '../../setup/test-app.ts';

const context = useTestApp();

describe('bookmarks', () => {
  it('keeps a bookmark made over REST, for that account only', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const reader = await registerTestUser(context.app);

    const added = await context.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { ...SAME_ORIGIN, cookie: reader.cookie },
      payload: { devotionId: devotion.id, date: '2025-01-05' },
    });

    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toContain('no-store');
    // tRPC, without HTTP, as another member: nothing of the first reader's.
    const other = createTestCaller(context.db.sql, { user: await insertTestUser(context.db.sql) });
    expect(await other.bookmark.list()).toEqual([]);
  });
});
// #endregion guide
