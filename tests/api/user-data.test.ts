import { describe, expect, it } from 'vitest';
import { USER_DATA_LIMITS } from '../../src/shared/schemas/user-data.ts';
import { insertDevotion } from '../factories/content.ts';
import { restError, restOutput, trpcOutput } from '../setup/procedure-output.ts';
import { createTestCaller, insertTestUser, registerTestUser, SAME_ORIGIN, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(user: SignedInTestUser | null, method: Method, url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const highlight = (devotionId: number, id = 'h-1') => ({
  id,
  devotionId,
  text: 'his compassions fail not',
  prefix: 'we are not consumed, because ',
  suffix: '. They are new',
  color: 'green',
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/bookmarks'],
    ['POST', '/api/bookmarks'],
    ['GET', '/api/highlights'],
    ['GET', '/api/notes?devotionId=1'],
    ['GET', '/api/journal'],
    ['GET', '/api/progress'],
  ] as const)('%s %s answers 401 with a message', async (method, url) => {
    const response = await call(null, method, url, method === 'GET' ? undefined : { devotionId: 1 });
    expect(response.statusCode).toBe(401);
    expect(restError(response)).toBe('Sign in to use this.');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('bookmarks', () => {
  it('adds (idempotently), lists and removes, privately', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);

    const added = await call(user, 'POST', '/api/bookmarks', { devotionId: devotion.id, date: devotion.date });
    const bookmark = restOutput('bookmark.add', added);
    expect(bookmark).toEqual({ devotionId: devotion.id, date: devotion.date, createdAt: expect.stringMatching(/Z$/) });
    expect(restOutput('bookmark.add', await call(user, 'POST', '/api/bookmarks', { devotionId: devotion.id }))).toEqual(bookmark);

    const list = await call(user, 'GET', '/api/bookmarks');
    expect(restOutput('bookmark.list', list)).toEqual([bookmark]);
    for (const response of [added, list]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-lumen-cache']).toBeUndefined();
    }

    expect(restOutput('bookmark.remove', await call(user, 'DELETE', `/api/bookmarks/${devotion.id}`))).toEqual({ devotionId: devotion.id });
    expect(restOutput('bookmark.list', await call(user, 'GET', '/api/bookmarks'))).toEqual([]);
    expect(restError(await call(user, 'DELETE', `/api/bookmarks/${devotion.id}`))).toBe(`No bookmark on devotion ${devotion.id}`);
  });

  it('refuses a devotion that does not exist with 404, and bad ids with 400', async () => {
    const user = await registerTestUser(context.app);
    const missing = await call(user, 'POST', '/api/bookmarks', { devotionId: 999 });
    expect(missing.statusCode).toBe(404);
    expect(restError(missing)).toBe('No devotion with id 999');
    for (const devotionId of ['abc', -1, 1.5, 99_999_999_999]) {
      const response = await call(user, 'POST', '/api/bookmarks', { devotionId });
      expect(response.statusCode).toBe(400);
      expect(restError(response)).toMatch(/^devotionId: /);
    }
    expect(restError(await call(user, 'DELETE', '/api/bookmarks/abc'))).toBe('devotionId: devotionId must be a number');
  });

  it("merges a visitor's bookmarks: union by devotion, none lost, none doubled, unknown devotions skipped", async () => {
    const [first, second] = [await insertDevotion(context.db.sql), await insertDevotion(context.db.sql)];
    const user = await registerTestUser(context.app);
    await call(user, 'POST', '/api/bookmarks', { devotionId: first.id });
    const at = '2025-02-01T10:00:00.000Z';

    const response = await call(user, 'POST', '/api/bookmarks/merge', {
      bookmarks: [
        { devotionId: first.id, createdAt: at },
        { devotionId: second.id, date: second.date, createdAt: at },
        { devotionId: second.id, createdAt: at },
        { devotionId: 4242, createdAt: at },
      ],
    });

    const merged = restOutput('bookmark.merge', response);
    expect(merged.map((bookmark) => bookmark.devotionId).sort()).toEqual([first.id, second.id].sort());
    expect(merged).toContainEqual({ devotionId: second.id, date: second.date, createdAt: at });
  });
});

describe('highlights', () => {
  it('creates with a client id (idempotently), lists all and per devotion, removes', async () => {
    const [devotion, other] = [await insertDevotion(context.db.sql), await insertDevotion(context.db.sql)];
    const user = await registerTestUser(context.app);

    const created = restOutput('highlight.create', await call(user, 'POST', '/api/highlights', highlight(devotion.id)));
    expect(created).toEqual({ ...highlight(devotion.id), createdAt: expect.stringMatching(/Z$/) });
    expect(
      restOutput('highlight.create', await call(user, 'POST', '/api/highlights', { ...highlight(devotion.id), text: 'changed' })),
    ).toEqual(created);
    await call(user, 'POST', '/api/highlights', {
      ...highlight(other.id, 'h-2'),
      color: 'ultraviolet',
      createdAt: '2025-03-01T08:00:00.000Z',
    });

    expect(restOutput('highlight.list', await call(user, 'GET', '/api/highlights'))).toHaveLength(2);
    const forOther = await call(user, 'GET', `/api/highlights/${other.id}`);
    expect(restOutput('highlight.byDevotion', forOther)).toEqual([
      { ...highlight(other.id, 'h-2'), color: 'yellow', createdAt: '2025-03-01T08:00:00.000Z' },
    ]);
    expect(forOther.headers['cache-control']).toBe('private, no-store');

    expect(restOutput('highlight.remove', await call(user, 'DELETE', '/api/highlights/h-1'))).toEqual({ id: 'h-1' });
    expect(restOutput('highlight.byDevotion', await call(user, 'GET', `/api/highlights/${devotion.id}`))).toEqual([]);
    const gone = await call(user, 'DELETE', '/api/highlights/h-1');
    expect(gone.statusCode).toBe(404);
    expect(restError(gone)).toBe('No highlight with id h-1');
  });

  it('bounds the text and its anchors with 400 and a message', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const tooLong = await call(user, 'POST', '/api/highlights', {
      ...highlight(devotion.id),
      text: 'x'.repeat(USER_DATA_LIMITS.highlightText + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(restError(tooLong)).toMatch(/^text: /);
    const anchor = await call(user, 'POST', '/api/highlights', {
      ...highlight(devotion.id),
      prefix: 'x'.repeat(USER_DATA_LIMITS.highlightContext + 1),
    });
    expect(restError(anchor)).toMatch(/^prefix: /);
    const blank = await call(user, 'POST', '/api/highlights', { ...highlight(devotion.id), text: '   ' });
    expect(restError(blank)).toBe('text: A highlight needs some text');
  });

  it("merges by id: the account's copy wins, nothing doubled", async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    await call(user, 'POST', '/api/highlights', highlight(devotion.id, 'shared'));
    const createdAt = '2025-01-05T07:00:00.000Z';

    const response = await call(user, 'POST', '/api/highlights/merge', {
      highlights: [
        { ...highlight(devotion.id, 'shared'), text: 'local copy', createdAt },
        { ...highlight(devotion.id, 'local-only'), createdAt },
        { ...highlight(devotion.id, 'local-only'), createdAt },
      ],
    });

    const merged = restOutput('highlight.merge', response);
    expect(merged.map((item) => item.id).sort()).toEqual(['local-only', 'shared']);
    expect(merged.find((item) => item.id === 'shared')!.text).toBe('his compassions fail not');
  });

  it('skips, in a merge and a listing, a devotion id no devotion can have (past PostgreSQL integers)', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const beyond = 2 ** 31;
    const merged = await call(user, 'POST', '/api/highlights/merge', {
      highlights: [highlight(devotion.id, 'kept'), highlight(beyond, 'beyond')].map((item) => ({
        ...item,
        createdAt: '2025-01-05T07:00:00.000Z',
      })),
    });
    expect(restOutput('highlight.merge', merged).map((item) => item.id)).toEqual(['kept']);

    const listed = await call(user, 'GET', `/api/highlights/${beyond}`);
    expect(listed.statusCode).toBe(200);
    expect(restOutput('highlight.byDevotion', listed)).toEqual([]);
  });
});

describe('notes', () => {
  it('creates (trimmed), lists newest first, updates and deletes', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);

    const first = restOutput(
      'notes.create',
      await call(user, 'POST', '/api/notes', { devotionId: devotion.id, content: '  Mercy is new each morning.  ' }),
    );
    expect(first).toEqual({
      id: expect.any(Number),
      devotionId: devotion.id,
      content: 'Mercy is new each morning.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const second = restOutput(
      'notes.create',
      await call(user, 'POST', '/api/notes', { devotionId: devotion.id, content: 'Second thought.' }),
    );

    const list = await call(user, 'GET', `/api/notes?devotionId=${devotion.id}`);
    expect(restOutput('notes.list', list).map((note) => note.id)).toEqual([second.id, first.id]);
    expect(list.headers['cache-control']).toBe('private, no-store');

    const updated = await call(user, 'PUT', `/api/notes/${first.id}`, { content: ' Edited. ' });
    expect(restOutput('notes.update', updated)).toEqual({ ...first, content: 'Edited.' });
    expect(restOutput('notes.delete', await call(user, 'DELETE', `/api/notes/${first.id}`))).toEqual({ id: first.id });
    expect(restOutput('notes.list', await call(user, 'GET', `/api/notes?devotionId=${devotion.id}`))).toHaveLength(1);
  });

  it('refuses empty, oversize and misaddressed notes with clear 4xx messages', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    expect(restError(await call(user, 'POST', '/api/notes', { devotionId: devotion.id, content: '   ' }))).toBe(
      'content: A note cannot be empty',
    );
    const oversize = await call(user, 'POST', '/api/notes', {
      devotionId: devotion.id,
      content: 'x'.repeat(USER_DATA_LIMITS.noteContent + 1),
    });
    expect(oversize.statusCode).toBe(400);
    expect(restError(oversize)).toBe(`content: A note can be at most ${USER_DATA_LIMITS.noteContent} characters`);
    expect(restError(await call(user, 'POST', '/api/notes', { devotionId: 777, content: 'Hi' }))).toBe('No devotion with id 777');
    expect(restError(await call(user, 'GET', '/api/notes'))).toBe('devotionId: devotionId must be a number');
    const hugeId = await call(user, 'PUT', '/api/notes/99999999999', { content: 'x' });
    expect(hugeId.statusCode).toBe(400);
    expect(restError(hugeId)).toBe('id: No note has that id');
    expect(restError(await call(user, 'PUT', '/api/notes/12', { content: 'x' }))).toBe('No note with id 12');
    // Path numbers are digits only: "12abc" is not note 12, and " 12" is not either.
    expect(restError(await call(user, 'PUT', '/api/notes/12abc', { content: 'x' }))).toMatch(/^id: /);
    expect(restError(await call(user, 'PUT', '/api/notes/%2012', { content: 'x' }))).toMatch(/^id: /);
  });

  it('refuses text PostgreSQL cannot store (U+0000) with 400 that names the field', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const response = await call(user, 'POST', '/api/notes', { devotionId: devotion.id, content: 'before\u0000after' });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe('content: text may not contain the NUL character (U+0000)');
  });
});

describe('journal', () => {
  it('saves per date, lists, and deletes an entry whose answers are all blank', async () => {
    const user = await registerTestUser(context.app);
    const saved = await call(user, 'PUT', '/api/journal/2025-01-05', { answers: ['', 'My tone with my brother.'] });
    expect(restOutput('journal.save', saved)).toEqual({
      date: '2025-01-05',
      answers: ['', 'My tone with my brother.'],
      updatedAt: expect.stringMatching(/Z$/),
    });
    await call(user, 'PUT', '/api/journal/2025-01-05', { answers: ['Grace', 'Patience'] });
    expect(restOutput('journal.list', await call(user, 'GET', '/api/journal'))).toEqual([
      { date: '2025-01-05', answers: ['Grace', 'Patience'], updatedAt: expect.any(String) },
    ]);

    expect(restOutput('journal.save', await call(user, 'PUT', '/api/journal/2025-01-05', { answers: [' ', ''] }))).toBeNull();
    expect(restOutput('journal.list', await call(user, 'GET', '/api/journal'))).toEqual([]);
  });

  it('bounds dates and answers with 400', async () => {
    const user = await registerTestUser(context.app);
    expect(restError(await call(user, 'PUT', '/api/journal/2025-02-30', { answers: ['x'] }))).toMatch(
      /^date: "2025-02-30" is not a calendar date/,
    );
    expect(
      (await call(user, 'PUT', '/api/journal/2025-01-05', { answers: Array(USER_DATA_LIMITS.journalAnswers + 1).fill('x') })).statusCode,
    ).toBe(400);
    expect(
      restError(await call(user, 'PUT', '/api/journal/2025-01-05', { answers: ['x'.repeat(USER_DATA_LIMITS.journalAnswer + 1)] })),
    ).toMatch(/^answers\.0: /);
  });

  it('merges by date keeping the more recently updated, non-empty entry', async () => {
    const user = await registerTestUser(context.app);
    await call(user, 'PUT', '/api/journal/2025-01-05', { answers: ['account, saved now'] });
    const response = await call(user, 'POST', '/api/journal/merge', {
      journal: [
        { date: '2025-01-05', answers: ['older local'], updatedAt: '2025-01-05T08:00:00.000Z' },
        { date: '2025-01-06', answers: ['local only'], updatedAt: '2025-01-06T08:00:00.000Z' },
        { date: '2025-01-06', answers: ['local only, later'], updatedAt: '2025-01-06T09:00:00.000Z' },
        // Sent newest first: the order of a list does not decide.
        { date: '2025-01-08', answers: ['written second'], updatedAt: '2025-01-08T09:00:00.000Z' },
        { date: '2025-01-08', answers: ['written first'], updatedAt: '2025-01-08T08:00:00.000Z' },
        { date: '2025-01-07', answers: ['', ' '], updatedAt: '2025-01-07T08:00:00.000Z' },
        { date: '2099-01-01', answers: ['from the future'], updatedAt: '2099-01-01T08:00:00.000Z' },
      ],
    });
    expect(restOutput('journal.merge', response).map((entry) => [entry.date, entry.answers[0]])).toEqual([
      ['2025-01-05', 'account, saved now'],
      ['2025-01-06', 'local only, later'],
      ['2025-01-08', 'written second'],
      ['2099-01-01', 'from the future'],
    ]);
  });
});

describe('plan progress', () => {
  it('marks items complete and not, lists keys, and merges as a set', async () => {
    const user = await registerTestUser(context.app);
    expect(restOutput('progress.set', await call(user, 'PUT', '/api/progress', { key: '2025-01-05-devotional', complete: true }))).toEqual({
      key: '2025-01-05-devotional',
      complete: true,
    });
    await call(user, 'PUT', '/api/progress', { key: '2025-01-05-devotional', complete: true });
    await call(user, 'PUT', '/api/progress', { key: '2025-01-05-word-study', complete: true });
    await call(user, 'PUT', '/api/progress', { key: '2025-01-05-word-study', complete: false });
    const list = await call(user, 'GET', '/api/progress');
    expect(restOutput('progress.list', list)).toEqual(['2025-01-05-devotional']);
    expect(list.headers['cache-control']).toBe('private, no-store');

    const merged = await call(user, 'POST', '/api/progress/merge', {
      planProgress: ['2025-01-05-devotional', '2025-01-06-deeper-study', '2025-01-06-deeper-study'],
    });
    expect(restOutput('progress.merge', merged)).toEqual(['2025-01-05-devotional', '2025-01-06-deeper-study']);
  });

  it('keeps the day a devotion was marked read with the plan, so the streak follows the member', async () => {
    const user = await registerTestUser(context.app);
    await call(user, 'PUT', '/api/progress', { key: '2025-01-05-devotional', complete: true });
    const put = await call(user, 'PUT', '/api/progress', { key: '2025-01-05-read-on-2026-11-27', complete: true });
    expect(put.statusCode).toBe(200);
    expect(restOutput('progress.list', await call(user, 'GET', '/api/progress'))).toEqual([
      '2025-01-05-devotional',
      '2025-01-05-read-on-2026-11-27',
    ]);

    const impossible = await call(user, 'PUT', '/api/progress', { key: '2025-01-05-read-on-2026-02-30', complete: true });
    expect(impossible.statusCode).toBe(400);
    expect(restError(impossible)).toBe('key: A plan key names calendar dates in the years 1900 to 2200');
  });

  it('refuses a malformed key with 400', async () => {
    const user = await registerTestUser(context.app);
    const response = await call(user, 'PUT', '/api/progress', { key: '2025-01-05-sleeping', complete: true });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(
      'key: A plan key is yyyy-MM-dd-item, or yyyy-MM-dd-read-on-yyyy-MM-dd for the day a devotion was marked read',
    );
  });
});

describe('limits and transports', () => {
  it('keeps at most USER_DATA_LIMITS.listSize rows of a kind per user', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await insertTestUser(context.db.sql);
    await context.db.sql`
      INSERT INTO highlights (user_id, id, devotion_id, text, prefix, suffix, color, created_at)
      SELECT ${user.id}, 'bulk-' || n, ${devotion.id}, 'text', '', '', 'yellow', now() FROM generate_series(1, ${USER_DATA_LIMITS.listSize}) AS n`;
    const caller = createTestCaller(context.db.sql, { user });

    await expect(caller.highlight.create(highlight(devotion.id, 'one-too-many'))).rejects.toThrow(
      `You can keep at most ${USER_DATA_LIMITS.listSize} highlights.`,
    );
    expect((await caller.highlight.list()).length).toBe(USER_DATA_LIMITS.listSize);
  });

  it('takes a sign-in merge larger than the usual 64 KiB body over REST', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await registerTestUser(context.app);
    const highlights = Array.from({ length: 300 }, (_, n) => ({
      ...highlight(devotion.id, `bulk-${n}`),
      text: 'mercy '.repeat(80),
      createdAt: '2025-01-05T07:00:00.000Z',
    }));
    const payload = { highlights };
    expect(JSON.stringify(payload).length).toBeGreaterThan(64 * 1024);

    const response = await call(user, 'POST', '/api/highlights/merge', payload);

    expect(restOutput('highlight.merge', response)).toHaveLength(300);
  });

  it('refuses a merge list longer than the limit with 400', async () => {
    const user = await registerTestUser(context.app);
    const response = await call(user, 'POST', '/api/progress/merge', {
      planProgress: Array(USER_DATA_LIMITS.planProgress + 1).fill('2025-01-05-devotional'),
    });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toMatch(/^planProgress: /);
  });

  it('answers a signed-in caller made without HTTP, and refuses a signed-out one', async () => {
    const devotion = await insertDevotion(context.db.sql);
    const user = await insertTestUser(context.db.sql);
    await createTestCaller(context.db.sql, { user }).bookmark.add({ devotionId: devotion.id });
    expect(await createTestCaller(context.db.sql, { user }).bookmark.list()).toEqual([
      { devotionId: devotion.id, createdAt: expect.any(String) },
    ]);
    await expect(createTestCaller(context.db.sql).bookmark.list()).rejects.toThrow('Sign in to use this.');
  });

  it('marks tRPC answers about a user private and uncached by the service worker', async () => {
    const user = await registerTestUser(context.app);
    const response = await context.app.inject({ url: '/trpc/bookmark.list', headers: { cookie: user.cookie } });
    expect(trpcOutput('bookmark.list', response)).toEqual([]);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-lumen-cache']).toBeUndefined();
  });
});
