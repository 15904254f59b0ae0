// The sign-in merge sends the visitor's data once; sign-out clears the account's queries.
import { render, waitFor } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/mocks/server.ts';
import { TEST_BASE_URL, trpcMsw } from '../../tests/mocks/trpc.ts';
import { AppProviders } from '../app/providers.tsx';
import { chunkBySize } from './member-merge.ts';
import { createQueryClient } from './query-client.ts';
import { emitSignedIn, emitSignedOut } from './session-events.ts';
import { createTrpcClient, trpc } from './trpc.ts';

function renderProviders() {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient(TEST_BASE_URL, { batch: false })}>
      <p>app</p>
    </AppProviders>,
  );
  return queryClient;
}

describe('member sync', () => {
  it('merges the visitor’s local data into the account once on sign-in', async () => {
    const bookmark = { devotionId: 5, date: '2025-01-05', createdAt: '2025-01-05T12:00:00.000Z' };
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([bookmark]));
    window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': ['Grace', ''], '2025-01-06': [''] }));
    window.localStorage.setItem('lumen-completed-days', JSON.stringify(['2025-01-05-devotional']));
    const calls: unknown[] = [];
    server.use(
      trpcMsw.bookmark.merge.mutation(({ input }) => {
        calls.push(['bookmarks', input.bookmarks]);
        return input.bookmarks;
      }),
      trpcMsw.journal.merge.mutation(({ input }) => {
        calls.push(['journal', input.journal.map(({ date, answers }) => ({ date, answers }))]);
        return input.journal;
      }),
      trpcMsw.progress.merge.mutation(({ input }) => {
        calls.push(['progress', input.planProgress]);
        return input.planProgress;
      }),
    );
    renderProviders();

    // Two events at once (a double submit) still merge once.
    emitSignedIn({ username: 'ann', via: 'login' });
    emitSignedIn({ username: 'ann', via: 'login' });

    await waitFor(() => expect(calls).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(3);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['bookmarks', [bookmark]],
        ['journal', [{ date: '2025-01-05', answers: ['Grace', ''] }]],
        ['progress', ['2025-01-05-devotional']],
      ]),
    );
  });

  it('clears the account’s queries from memory on sign-out, and keeps the rest', async () => {
    const queryClient = renderProviders();
    const bookmarksKey = getQueryKey(trpc.bookmark.list, undefined, 'query');
    const progressKey = getQueryKey(trpc.progress.list, undefined, 'query');
    const searchKey = getQueryKey(trpc.devotion.search, { query: 'grace' }, 'query');
    queryClient.setQueryData(bookmarksKey, [{ devotionId: 5, createdAt: '2025-01-05T12:00:00.000Z' }]);
    queryClient.setQueryData(progressKey, ['2025-01-05-devotional']);
    queryClient.setQueryData(searchKey, []);

    await waitFor(() => expect(queryClient.getQueryData(bookmarksKey)).toBeDefined());
    emitSignedOut();

    expect(queryClient.getQueryData(bookmarksKey)).toBeUndefined();
    expect(queryClient.getQueryData(progressKey)).toBeUndefined();
    expect(queryClient.getQueryData(searchKey)).toEqual([]);
  });

  it('chunks a merge list under the body limit', () => {
    const items = Array.from({ length: 100 }, (_, index) => ({ text: 'x'.repeat(1000), index }));
    const chunks = chunkBySize(items, 10_000);
    expect(chunks.flat()).toEqual(items);
    for (const chunk of chunks) expect(new TextEncoder().encode(JSON.stringify(chunk)).length).toBeLessThan(10_000);
  });
});
