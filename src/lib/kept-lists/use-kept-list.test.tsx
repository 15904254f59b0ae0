// The one hook behind every kept list (use-kept-list.ts), seen through a small list of
// bookmarks: a visitor's on the device, checked on read; a member's from the account, shown at
// once from the device's copy, changed at once, taken back when the server refuses, and kept
// (then sent) when the server cannot be reached.
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBookmark } from '../../../tests/factories/user-data.ts';
import { handlersFor } from '../../../tests/mocks/handlers.ts';
import { createMockApi, failWith } from '../../../tests/mocks/mock-api.ts';
import { server } from '../../../tests/mocks/server.ts';
import { TEST_BASE_URL } from '../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../tests/setup/render-app.tsx';
import type { Bookmark } from '../../shared/schemas/user-data.ts';
import { bookmarksList } from './lists/bookmarks.ts';
import { useKeptList, type KeptListView } from './use-kept-list.ts';

let view: KeptListView<'bookmarks'>;

function Bookmarks() {
  view = useKeptList(bookmarksList);
  return (
    <ul aria-label="Bookmarks" aria-busy={!view.ready}>
      {view.items.map((bookmark) => (
        <li key={bookmark.devotionId}>
          {bookmark.devotionId}
          {view.unsentKeys.has(String(bookmark.devotionId)) ? ' (not sent yet)' : ''}
        </li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;
const bookmark = (devotionId: number): Bookmark => buildBookmark({ devotionId, createdAt: at(devotionId) });
const stored = (key: string) => JSON.parse(window.localStorage.getItem(`lumen-${key}`) ?? 'null');

function asMember(memberData: { bookmarks?: Bookmark[] } = {}, overrides = {}) {
  const api = createMockApi(overrides, { user: { username: 'ann' }, memberData });
  server.use(...handlersFor(api));
  window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ann' }));
  return api.memberData;
}

describe('a visitor’s list', () => {
  it('is kept on the device, checked on read, newest first', async () => {
    window.localStorage.setItem(
      'lumen-bookmarks',
      JSON.stringify([bookmark(5), { devotionId: 'five' }, { ...bookmark(6), createdAt: '0000-01-01T00:00:00.000Z' }]),
    );
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(shown()).toEqual(['5']));

    await act(() => view.put(bookmark(7)));
    await act(() => view.put(bookmark(6)));
    expect(shown()).toEqual(['7', '6', '5']);
    expect(stored('bookmarks').map((item: Bookmark) => item.devotionId)).toEqual([7, 6, 5]);

    await act(() => view.remove('7'));
    expect(shown()).toEqual(['6', '5']);
  });

  it('refuses to keep an item its schema refuses', async () => {
    renderWithProviders(<Bookmarks />);
    await expect(view.put({ ...bookmark(5), createdAt: '0000-01-01T00:00:00.000Z' })).rejects.toThrow('Not a valid item of bookmarks');
    expect(stored('bookmarks')).toBeNull();
  });
});

describe('a change the page leaves before it is made', () => {
  // A change waits a moment (for the checks to load, for the changes before it): a reload or a
  // closed tab in that moment must not lose it.
  const leaveThePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide'));

  it('is written for a visitor as the page goes, next to what was kept', async () => {
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([bookmark(5), { devotionId: 'five' }]));
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(shown()).toEqual(['5']));

    const made = view.put(bookmark(6));
    leaveThePage();
    // At once, before the change's own turn: what was stored stays as it was, checked on the next read.
    expect(stored('bookmarks').map((item: Bookmark | { devotionId: string }) => item.devotionId)).toEqual([5, 'five', 6]);
    await act(() => made);
    expect(stored('bookmarks').map((item: Bookmark) => item.devotionId)).toEqual([6, 5]);
  });

  it('is kept for a member as a change to send on the next visit', async () => {
    asMember({ bookmarks: [] });
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Bookmarks' })).toHaveAttribute('aria-busy', 'false'));

    void view.remove('9').catch(() => undefined);
    leaveThePage();
    expect(stored('sync-ann-pending')).toEqual([expect.objectContaining({ list: 'bookmarks', kind: 'remove', key: '9' })]);
  });
});

describe('a member’s list', () => {
  it('shows the device’s copy at once, then the server’s list, which becomes the copy', async () => {
    window.localStorage.setItem('lumen-sync-ann-bookmarks', JSON.stringify([bookmark(5)]));
    asMember({ bookmarks: [bookmark(5), bookmark(6)] });
    server.use(
      http.get(`${TEST_BASE_URL}/trpc/bookmark.list`, async () => {
        await delay(200);
        return undefined;
      }),
    );
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(shown()).toEqual(['5']));
    await waitFor(() => expect(shown()).toEqual(['6', '5']));
    expect(stored('sync-ann-bookmarks').map((item: Bookmark) => item.devotionId)).toEqual([6, 5]);
    // The visitor's own list is not the member's.
    expect(stored('bookmarks')).toBeNull();
  });

  it('shows a change at once and sends it; one the server refuses is taken back, and rejects', async () => {
    const memberData = asMember({ bookmarks: [bookmark(5)] }, { bookmark: { remove: failWith('INTERNAL_SERVER_ERROR', 'Database down') } });
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(shown()).toEqual(['5']));

    await act(() => view.put(bookmark(6)));
    expect(memberData.bookmarks.map((item) => item.devotionId).sort()).toEqual([5, 6]);
    await waitFor(() => expect(shown()).toEqual(['6', '5']));

    let refusal: Promise<unknown> = Promise.resolve();
    act(() => {
      refusal = view.remove('5').then(
        () => 'not refused',
        (error: Error) => error.message,
      );
    });
    await waitFor(() => expect(shown()).toEqual(['6']));
    expect(await refusal).toBe('Database down');
    await waitFor(() => expect(shown()).toEqual(['6', '5']));
    expect(stored('sync-ann-pending')).toBeNull();
  });

  it('keeps a change the server cannot be reached for, shows it, and sends it when the connection returns', async () => {
    const memberData = asMember({ bookmarks: [] });
    renderWithProviders(<Bookmarks />);
    await waitFor(() => expect(view.ready).toBe(true));
    const unreachable = http.post(`${TEST_BASE_URL}/trpc/bookmark.add`, () => HttpResponse.error());
    server.use(unreachable);

    await expect(act(() => view.put(bookmark(7)))).resolves.toBe('kept');
    expect(shown()).toEqual(['7 (not sent yet)']);
    expect(stored('sync-ann-pending')).toEqual([expect.objectContaining({ list: 'bookmarks', kind: 'put', key: '7' })]);
    expect(memberData.bookmarks).toEqual([]);

    server.resetHandlers();
    const api = createMockApi({}, { user: { username: 'ann' } });
    server.use(...handlersFor(api));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(api.memberData.bookmarks.map((item) => item.devotionId)).toEqual([7]));
    await waitFor(() => expect(shown()).toEqual(['7']));
    expect(stored('sync-ann-pending')).toBeNull();
  });
});
