// Insecure direct object references: user B names user A's rows by id and is refused every
// time (404, or an empty list for reads scoped to B); A's data stays exactly as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertDevotion } from '../factories/content.ts';
import { restError, restOutput, type ProcedurePath } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(user: SignedInTestUser, method: Method, url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The reads of A's lists, with the procedure that answers each. */
const A_READS: Record<string, ProcedurePath> = {
  '/api/bookmarks': 'bookmark.list',
  '/api/highlights': 'highlight.list',
  '/api/journal': 'journal.list',
  '/api/progress': 'progress.list',
};

describe("user B against user A's data", () => {
  let a: SignedInTestUser;
  let b: SignedInTestUser;
  let devotionId: number;
  let noteId: number;
  let before: Record<string, unknown>;

  async function snapshotOfA() {
    const reads: [string, ProcedurePath][] = [
      ...Object.entries(A_READS),
      [`/api/notes?devotionId=${devotionId}`, 'notes.list'],
      [`/api/highlights/${devotionId}`, 'highlight.byDevotion'],
    ];
    return Object.fromEntries(
      await Promise.all(reads.map(async ([url, procedure]) => [url, restOutput(procedure, await call(a, 'GET', url))] as const)),
    );
  }

  beforeEach(async () => {
    devotionId = (await insertDevotion(context.db.sql)).id;
    a = await registerTestUser(context.app, 'alice');
    b = await registerTestUser(context.app, 'bob');
    await call(a, 'POST', '/api/bookmarks', { devotionId });
    await call(a, 'POST', '/api/highlights', { id: 'a-highlight', devotionId, text: 'mercies', prefix: '', suffix: '', color: 'pink' });
    noteId = restOutput('notes.create', await call(a, 'POST', '/api/notes', { devotionId, content: 'Alice only.' })).id;
    await call(a, 'PUT', '/api/journal/2025-01-05', { answers: ['Alice wrote this.'] });
    await call(a, 'PUT', '/api/progress', { key: '2025-01-05-devotional', complete: true });
    before = await snapshotOfA();
    expect(Object.values(before).every((value) => Array.isArray(value) && value.length === 1)).toBe(true);
  });

  it.each(Object.entries(A_READS))('B reads %s and sees only an empty list', async (url, procedure) => {
    expect(restOutput(procedure, await call(b, 'GET', url))).toEqual([]);
  });

  it("B reads A's notes and highlights of the devotion and sees none", async () => {
    expect(restOutput('notes.list', await call(b, 'GET', `/api/notes?devotionId=${devotionId}`))).toEqual([]);
    expect(restOutput('highlight.byDevotion', await call(b, 'GET', `/api/highlights/${devotionId}`))).toEqual([]);
  });

  // [method, path, body, message]: ids are known only once A's rows exist.
  const writes: Record<string, () => [Method, string, object | undefined, string]> = {
    "deletes A's bookmark": () => ['DELETE', `/api/bookmarks/${devotionId}`, undefined, `No bookmark on devotion ${devotionId}`],
    "deletes A's highlight": () => ['DELETE', '/api/highlights/a-highlight', undefined, 'No highlight with id a-highlight'],
    "updates A's note": () => ['PUT', `/api/notes/${noteId}`, { content: 'Bob was here.' }, `No note with id ${noteId}`],
    "deletes A's note": () => ['DELETE', `/api/notes/${noteId}`, undefined, `No note with id ${noteId}`],
  };

  it.each(Object.keys(writes))('B %s: refused with 404', async (name) => {
    const [method, url, payload, message] = writes[name]!();
    const response = await call(b, method, url, payload);
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe(message);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("B writing under the same ids and keys makes B's own rows and leaves A's alone", async () => {
    await call(b, 'POST', '/api/highlights', { id: 'a-highlight', devotionId, text: "Bob's", prefix: '', suffix: '', color: 'blue' });
    await call(b, 'PUT', '/api/journal/2025-01-05', { answers: ['Bob wrote this.'] });
    await call(b, 'PUT', '/api/journal/2025-01-05', { answers: [''] });
    await call(b, 'PUT', '/api/progress', { key: '2025-01-05-devotional', complete: false });
    await call(b, 'POST', '/api/highlights/merge', {
      highlights: [
        { id: 'a-highlight', devotionId, text: 'merged', prefix: '', suffix: '', color: 'blue', createdAt: '2025-01-05T00:00:00.000Z' },
      ],
    });
    await call(b, 'POST', '/api/journal/merge', {
      journal: [{ date: '2025-01-05', answers: ['newer'], updatedAt: '2099-01-01T00:00:00.000Z' }],
    });

    expect(await snapshotOfA()).toEqual(before);
    expect(restOutput('highlight.list', await call(b, 'GET', '/api/highlights'))).toEqual([
      expect.objectContaining({ id: 'a-highlight', text: "Bob's" }),
    ]);
  });

  it("over tRPC too: B deleting A's note is NOT_FOUND", async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/trpc/notes.delete',
      headers: { ...SAME_ORIGIN, cookie: b.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id: noteId } }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.json.message).toBe(`No note with id ${noteId}`);
    expect(await snapshotOfA()).toEqual(before);
  });
});
