// Signed in, bookmarks are the account's: a toggle calls the server at once and a failure is
// rolled back with the error toast (issue "Accounts", item 5).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import type { Bookmark } from '../../../shared/schemas/user-data.ts';
import { BookmarkAction } from './bookmark-action.tsx';

const devotion = { id: 5, date: '2025-01-05' };

describe('BookmarkAction signed in', () => {
  it('adds and removes through the server, and rolls a failed removal back with the toast', async () => {
    let saved: Bookmark[] = [];
    const calls: string[] = [];
    let failRemoval = false;
    server.use(
      trpcMsw.bookmark.list.query(() => saved),
      trpcMsw.bookmark.add.mutation(({ input }) => {
        calls.push(`add ${input.devotionId}`);
        const bookmark = { devotionId: input.devotionId, date: input.date, createdAt: '2025-01-05T12:00:00.000Z' };
        saved = [bookmark];
        return bookmark;
      }),
      trpcMsw.bookmark.remove.mutation(({ input }) => {
        calls.push(`remove ${input.devotionId}`);
        if (failRemoval) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Database down' });
        saved = [];
        return { devotionId: input.devotionId };
      }),
    );
    renderWithProviders(<BookmarkAction devotion={devotion} />, { user: { username: 'ann' } });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark this devotion' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark this devotion' }));
    expect(await screen.findByText('Devotion bookmarked')).toBeInTheDocument();
    expect(calls).toEqual(['add 5']);
    // The visitor's own list is not touched; the account's copy is cached per member.
    expect(window.localStorage.getItem('lumen-bookmarks')).toBeNull();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('lumen-sync-ann-bookmarks')!)).toMatchObject([{ devotionId: 5 }]));

    failRemoval = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update bookmark. Please try again.')).toBeInTheDocument();
    expect(calls).toEqual(['add 5', 'remove 5']);
    // Rolled back: still bookmarked.
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
  });
});
