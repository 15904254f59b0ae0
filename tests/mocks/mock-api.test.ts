// The fake API answers like the real one on both transports: typed overrides, the server's
// status codes and messages, REST paths read from the router, and a member store that changes.
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { setupServer } from 'msw/node';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/root.ts';
import { apiErrorSchema } from '../../src/shared/schemas/common.ts';
import { devotionSchema } from '../../src/shared/schemas/devotion.ts';
import { buildDevotionResponse } from '../factories/devotion-response.ts';
import { buildStrongsEntry } from '../factories/strongs.ts';
import { buildUser } from '../factories/user-data.ts';
import { mockApi } from './handlers.ts';
import { takeBrokenAnswers } from './broken-answers.ts';
import { failWith } from './mock-api.ts';
import { matchRestCall, PROCEDURES } from './procedures.ts';
import { TEST_BASE_URL } from './trpc.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${TEST_BASE_URL}/trpc`, transformer: superjson })] });
const rest = (path: string, init?: RequestInit) => fetch(`${TEST_BASE_URL}${path}`, init);

describe('the REST routes of the fake API', () => {
  it('reaches every procedure that declares a REST path through that path', () => {
    const withRest = PROCEDURES.filter((procedure) => procedure.rest);
    expect(withRest.length).toBeGreaterThan(20);
    for (const procedure of withRest) {
      const path = procedure.rest!.path.replace(/:(\w+)/g, 'x');
      expect(
        matchRestCall(procedure.rest!.method, new URL(path, TEST_BASE_URL), {})?.procedure.path,
        `${procedure.rest!.method} ${path}`,
      ).toBe(procedure.path);
    }
  });

  it('prefers a static segment to a parameter, as Fastify does', async () => {
    server.use(...mockApi());
    const response = await rest('/api/devotions/search?q=mercy');
    expect(response.status).toBe(200);
    expect((await response.json())[0].snippet).toContain('⟦mercy⟧');
  });

  it('answers a devotion from the factories that satisfies the shared schema', async () => {
    server.use(...mockApi());
    const devotion = await (await rest('/api/devotions/2025-02-02')).json();
    expect(devotionSchema.parse(devotion)).toMatchObject({ date: '2025-02-02', contentDate: '2025-02-02', dayOfWeek: 1 });
  });

  it('answers bad input and missing rows with the server’s status and message', async () => {
    server.use(...mockApi());
    const badDate = await rest('/api/devotions/2025-13-01');
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({
      error: 'date: "2025-13-01" is not a calendar date written as yyyy-MM-dd, for example 2025-01-05',
    });

    const missing = await rest('/api/bookmarks/12', { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json())).toEqual({ error: 'No bookmark on devotion 12' });
  });
});

describe('the tRPC procedures of the fake API', () => {
  it('answers with a typed override, given the parsed input', async () => {
    server.use(
      ...mockApi({
        strongs: { byNumber: ({ strongsNumber }) => buildStrongsEntry({ strongsNumber, kjvDefinition: `${strongsNumber}, as asked` }) },
      }),
    );
    // The server's schema writes "g02316" as "G2316"; the override sees what the procedure would.
    expect(await client.strongs.byNumber.query({ strongsNumber: 'g02316' })).toMatchObject({
      strongsNumber: 'G2316',
      kjvDefinition: 'G2316, as asked',
    });
  });

  it('fails with a typed tRPC error', async () => {
    server.use(...mockApi({ devotion: { byDate: failWith('NOT_FOUND', 'No devotion is available for 2025-03-10.') } }));
    const error = await client.devotion.byDate.query({ date: '2025-03-10' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error).toMatchObject({ message: 'No devotion is available for 2025-03-10.', data: { code: 'NOT_FOUND', httpStatus: 404 } });
  });

  it('refuses an override whose answer breaks the output schema, loudly', async () => {
    server.use(...mockApi({ devotion: { byDate: () => ({ ...buildDevotionResponse(), dayOfWeek: 9 }) } }));
    await expect(client.devotion.byDate.query({ date: '2025-01-05' })).rejects.toThrow();
    // The component setup fails the test with this (tests/setup/component-setup.ts).
    expect(takeBrokenAnswers()).toEqual([
      expect.stringMatching(/^The mocked answer of devotion\.byDate does not match its output schema: dayOfWeek/),
    ]);
  });

  it('keeps a session and a member’s data like the server: sign-in, add, list, sign-out', async () => {
    server.use(...mockApi());
    expect(await client.auth.me.query()).toEqual({ user: null });
    await client.auth.login.mutate({ username: ' ann ', password: 'secret1' });
    expect(await client.auth.me.query()).toEqual({ user: { username: 'ann' } });

    await client.bookmark.add.mutate({ devotionId: 5, date: '2025-01-05' });
    expect(await client.bookmark.list.query()).toMatchObject([{ devotionId: 5, date: '2025-01-05' }]);
    await client.journal.save.mutate({ date: '2025-01-05', answers: ['', 'Grace'] });
    expect(await client.journal.save.mutate({ date: '2025-01-06', answers: ['  '] })).toBeNull();
    expect(await client.journal.list.query()).toMatchObject([{ date: '2025-01-05', answers: ['', 'Grace'] }]);

    await client.auth.logout.mutate();
    expect(await client.auth.me.query()).toEqual({ user: null });
  });

  it('starts signed in, with the member’s data, when told so; each mockApi() is a fresh account', async () => {
    const user = buildUser();
    server.use(...mockApi({}, { user, memberData: { planProgress: ['2025-01-05-devotional'] } }));
    expect(await client.auth.me.query()).toEqual({ user });
    expect(await client.progress.list.query()).toEqual(['2025-01-05-devotional']);

    server.resetHandlers(...mockApi());
    expect(await client.progress.list.query()).toEqual([]);
  });
});
