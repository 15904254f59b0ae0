// What a member may keep (server/auth/member-data.ts; DECISIONS "Accounts, members and
// safety"): rows about devotions that exist, ids a devotion can have, and at most
// USER_DATA_LIMITS.listSize of a kind.
import { describe, expect, it } from 'vitest';
import { MAX_DEVOTION_ID, requireDevotion } from '../../server/auth/member-data.ts';
import { USER_DATA_LIMITS } from '../../src/shared/schemas/user-data.ts';
import { insertDevotion } from '../factories/content.ts';
import { registerTestUser, SAME_ORIGIN, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();
/** One past PostgreSQL's integer: no devotion can have it. */
const BEYOND_INTEGER = MAX_DEVOTION_ID + 1;

function call(user: SignedInTestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: user.cookie }, ...(payload ? { payload } : {}) });
}

async function userIdOf(user: SignedInTestUser): Promise<string> {
  const [row] = await context.db.sql<{ id: string }[]>`SELECT id FROM users WHERE username = ${user.username}`;
  return row!.id;
}

describe('devotion ids', () => {
  it('up to 2147483647 (PostgreSQL integer) name a devotion a member can keep', async () => {
    await context.db.sql.unsafe(`ALTER TABLE devotions ALTER COLUMN id RESTART WITH ${MAX_DEVOTION_ID}`);
    const devotion = await insertDevotion(context.db.sql);
    expect(devotion.id).toBe(MAX_DEVOTION_ID);
    const user = await registerTestUser(context.app);

    const response = await call(user, 'POST', '/api/bookmarks', { devotionId: MAX_DEVOTION_ID });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ devotionId: MAX_DEVOTION_ID });
  });

  it('beyond that are refused on a write with a message that says why', async () => {
    const user = await registerTestUser(context.app);
    const response = await call(user, 'POST', '/api/bookmarks', { devotionId: BEYOND_INTEGER });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `devotionId: No devotion has an id above ${MAX_DEVOTION_ID}` });
  });

  it('beyond that are simply not found on a read or a removal, never a database error', async () => {
    const user = await registerTestUser(context.app);

    const notes = await call(user, 'GET', `/api/notes?devotionId=${BEYOND_INTEGER}`);
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toEqual([]);

    const removal = await call(user, 'DELETE', `/api/bookmarks/${BEYOND_INTEGER}`);
    expect(removal.statusCode).toBe(404);
  });

  it('beyond that are skipped in a sign-in merge, with the rest kept', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const createdAt = '2025-01-05T07:00:00.000Z';

    const response = await call(user, 'POST', '/api/bookmarks/merge', {
      bookmarks: [
        { devotionId: devotion.id, createdAt },
        { devotionId: BEYOND_INTEGER, createdAt },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ devotionId: devotion.id })]);
  });

  it('that no devotion has are not found, whatever their size', async () => {
    await expect(requireDevotion(context.db.sql, 12345)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(requireDevotion(context.db.sql, BEYOND_INTEGER)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `No devotion with id ${BEYOND_INTEGER}`,
    });
  });
});

describe('the list limit', () => {
  it(`lets a member keep exactly ${USER_DATA_LIMITS.listSize} bookmarks and refuses the next with 400`, async () => {
    const [last, oneTooMany] = [await insertDevotion(context.db.sql), await insertDevotion(context.db.sql)];
    const user = await registerTestUser(context.app);
    const userId = await userIdOf(user);
    // All but one already kept (on devotions that have since gone, which still count).
    await context.db.sql`
      INSERT INTO bookmarks (user_id, devotion_id)
      SELECT ${userId}, 1000000 + n FROM generate_series(1, ${USER_DATA_LIMITS.listSize - 1}) AS n`;

    const accepted = await call(user, 'POST', '/api/bookmarks', { devotionId: last.id });
    expect(accepted.statusCode).toBe(200);

    const refused = await call(user, 'POST', '/api/bookmarks', { devotionId: oneTooMany.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: `You can keep at most ${USER_DATA_LIMITS.listSize} bookmarks.` });
    const [row] = await context.db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM bookmarks WHERE user_id = ${userId}`;
    expect(row!.count).toBe(USER_DATA_LIMITS.listSize);
  });
});
