// The library at /library: what a visitor kept on this device and what a member kept in their
// account (offline from this device's copy), each list with its empty state, one search box for
// all, and the spec's toasts on removing a bookmark or a highlight.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns/format';
import {
  buildBookmark,
  buildHighlight,
  buildJournalEntry,
  buildMemoryCard,
  buildNote,
  buildUser,
} from '../../../../tests/factories/user-data.ts';
import { failWith } from '../../../../tests/mocks/mock-api.ts';
import { TEST_BASE_URL } from '../../../../tests/mocks/trpc.ts';
import { addDaysIso, toDate } from '../../../shared/dates.ts';
import { readingDayAt, readingKey } from '../../../shared/streak.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';

const list = (name: string) => within(screen.getByRole('list', { name: new RegExp(`^${name}`) }));
const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

function keepOnDevice() {
  window.localStorage.setItem(
    'lumen-bookmarks',
    JSON.stringify([
      buildBookmark({ devotionId: 5, date: '2025-01-05', createdAt: '2025-01-05T09:00:00.000Z' }),
      buildBookmark({ devotionId: 6, date: '2025-01-06', createdAt: '2025-01-07T09:00:00.000Z' }),
    ]),
  );
  window.localStorage.setItem(
    'lumen-highlights',
    JSON.stringify([buildHighlight({ id: 'h-1', devotionId: 5, date: '2025-01-05', color: 'green', text: 'judged Jesus by appearances' })]),
  );
  window.localStorage.setItem(
    'lumen-journal',
    JSON.stringify([buildJournalEntry({ date: '2025-01-05', answers: ['A private prayer about my marriage', '', ''] })]),
  );
  window.localStorage.setItem(
    'lumen-completed-days',
    // The 5 January devotion was marked done today, where this device is.
    JSON.stringify(['2025-01-05-devotional', readingKey('2025-01-05', todayHere()), '2025-01-05-word-study', '2025-01-04-devotional']),
  );
}

const todayHere = () => readingDayAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('the library of a visitor', () => {
  it('lists what this device keeps, each opening its day, newest first', async () => {
    keepOnDevice();
    renderApp('/library');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Library' })).toBeInTheDocument();
    const bookmarks = await waitFor(() => list('Bookmarks'));
    // Newest bookmark first, each with its title, date and reference, linking to its day.
    expect(bookmarks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The devotion of 2025-01-06', '/2025-01-06'],
      ['Seeing No One After the Flesh', '/2025-01-05'],
    ]);
    expect(bookmarks.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(bookmarks.getByText('2 Corinthians 5:17')).toBeInTheDocument();

    const highlight = list('Highlights').getByRole('link', { name: 'judged Jesus by appearances' });
    expect(highlight).toHaveAttribute('href', '/2025-01-05#highlight-h-1');
    expect(list('Highlights').getByRole('img', { name: 'Green highlight' })).toBeInTheDocument();

    expect(list('Journal').getByRole('link', { name: 'Sunday, January 5, 2025' })).toHaveAttribute('href', '/2025-01-05');
    expect(list('Journal').getByText('A private prayer about my marriage')).toBeInTheDocument();

    expect(
      list('Reading Plan')
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sunday, January 5, 2025', 'Saturday, January 4, 2025']);
    expect(list('Reading Plan').getByText('Devotional · Word Study')).toBeInTheDocument();
    // The day it was read counts for the streak, not as an item of the plan.
    const streak = screen.getByText('Your reading streak').closest('section')!;
    expect(streak).toHaveTextContent('Current streak1 day');
    expect(streak.querySelectorAll('li[aria-label$=": read"]')).toHaveLength(1);

    // Study notes are for members (spec 2, 6).
    expect(
      section('Study Notes').getByText('Sign in to access personal study notes and track your spiritual journey.'),
    ).toBeInTheDocument();
    await userEvent.click(section('Study Notes').getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to LUMEN' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the spec’s style of empty state for each list', async () => {
    renderApp('/library');
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('No highlights yet')).toBeInTheDocument();
    expect(screen.getByText('Select text in the devotion to create your first highlight.')).toBeInTheDocument();
    expect(screen.getByText('No journal answers yet')).toBeInTheDocument();
    expect(screen.getByText('No reading-plan progress yet')).toBeInTheDocument();
  });

  it('filters every list with one search box, whatever the case or accents', async () => {
    keepOnDevice();
    renderApp('/library');
    const search = await screen.findByRole('searchbox', { name: 'Search your library' });
    await waitFor(() => list('Bookmarks'));

    await userEvent.type(search, 'MARRIÁGE');
    expect(list('Journal').getByText('A private prayer about my marriage')).toBeInTheDocument();
    expect(screen.getByText('1 thing matches “MARRIÁGE”.')).toBeInTheDocument();
    expect(section('Bookmarks').getByText('Nothing here matches “MARRIÁGE”.')).toBeInTheDocument();
    expect(section('Highlights').getByText('(0 of 1)')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'seeing flesh');
    expect(
      list('Bookmarks')
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Seeing No One After the Flesh']);
    expect(list('Highlights').getByRole('link', { name: 'judged Jesus by appearances' })).toBeInTheDocument();
  });

  it('lists the memory verses with their next review day, each opening /memory, and finds them by the search', async () => {
    window.localStorage.setItem(
      'lumen-memory-cards',
      JSON.stringify([
        buildMemoryCard({
          reference: '2 Corinthians 5:17',
          source: { kind: 'devotion', date: '2025-01-05' },
          due: '2099-06-10T12:00:00.000Z',
        }),
        buildMemoryCard({ reference: 'James 1:5', source: { kind: 'james', day: 3 }, due: new Date(2099, 5, 1, 9).toISOString() }),
      ]),
    );
    renderApp('/library');

    // Each on its day of this device's calendar.
    const memory = await waitFor(() => list('Memory Verses'));
    expect(screen.getByRole('heading', { level: 2, name: 'Memory Verses (2)' })).toBeInTheDocument();
    // The one due first, first.
    expect(memory.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'James 1:5 · next review Jun 1, 2099',
      '2 Corinthians 5:17 · next review Jun 10, 2099',
    ]);
    expect(memory.getByRole('link', { name: 'James 1:5' })).toHaveAttribute('href', '/memory');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your library' }), 'corinth');
    expect(memory.getAllByRole('link').map((link) => link.textContent)).toEqual(['2 Corinthians 5:17']);
    expect(section('Memory Verses').getByText('(1 of 2)')).toBeInTheDocument();
  });

  it('says how to start memory verses when there are none', async () => {
    renderApp('/library');
    expect(await screen.findByText('No memory verses yet')).toBeInTheDocument();
    expect(screen.getByText('Choose “Learn this verse” under a memory verse to review it at /memory.')).toBeInTheDocument();
  });

  it('shows the reading streak: current and longest, this week as seven marks, and the grace day that kept it', async () => {
    const today = todayHere();
    // Read three days ago, two days ago and today; yesterday missed: a grace day.
    const read = [addDaysIso(today, -3), addDaysIso(today, -2), today];
    window.localStorage.setItem('lumen-completed-days', JSON.stringify(read.flatMap((day) => [`${day}-devotional`, readingKey(day, day)])));
    renderApp('/library');

    const streak = await screen.findByRole('region', { name: 'Your reading streak' });
    expect(streak).toHaveTextContent('Current streak3 days');
    expect(streak).toHaveTextContent('Longest streak3 days');
    expect(within(streak).getByRole('status')).toHaveTextContent(
      `A grace day on ${format(toDate(addDaysIso(today, -1)), 'EEEE, MMMM d')} kept your streak going.`,
    );
    const week = within(within(streak).getByRole('list', { name: 'This week' })).getAllByRole('listitem');
    expect(week).toHaveLength(7);
    expect(week[0]).toHaveAttribute('aria-label', expect.stringMatching(/^Sunday, /));
    expect(week.find((day) => day.getAttribute('aria-label')!.startsWith(format(toDate(today), 'EEEE, MMMM d')))).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/: read$/),
    );
    // The days read are the streak's, not items of the reading plan.
    expect(list('Reading Plan').getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a bookmark and a highlight with the spec’s toasts', async () => {
    keepOnDevice();
    renderApp('/library');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bookmark: Seeing No One After the Flesh' }));
    expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
    expect(screen.getByText('This devotion has been removed from your bookmarks.')).toBeInTheDocument();
    await waitFor(() => expect(list('Bookmarks').getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Remove highlight: judged Jesus by appearances' }));
    expect(await screen.findByText('Highlight removed')).toBeInTheDocument();
    expect(screen.getByText('The highlight has been removed successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No highlights yet')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)).toEqual([]);
  });
});

describe('the library of a member', () => {
  it('lists the account’s data, not the visitor’s, with study notes by devotion', async () => {
    keepOnDevice();
    renderApp('/library', {
      user: buildUser({ username: 'ann' }),
      memberData: {
        bookmarks: [buildBookmark({ devotionId: 7, date: '2025-01-07' })],
        highlights: [],
        notes: [buildNote({ devotionId: 5, content: 'Grace upon grace.' }), buildNote({ devotionId: 5, content: 'And again.' })],
        journal: [],
        planProgress: [],
        memoryCards: [buildMemoryCard({ reference: 'Psalm 119:11', due: new Date(2099, 2, 1, 9).toISOString() })],
      },
    });

    await waitFor(() =>
      expect(
        list('Bookmarks')
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['The devotion of 2025-01-07']),
    );
    expect(screen.getByText(/from your account \(ann\)/)).toBeInTheDocument();
    const notes = list('Study Notes');
    expect(notes.getByRole('link', { name: 'Seeing No One After the Flesh' })).toHaveAttribute('href', '/2025-01-05');
    expect(notes.getByText('Grace upon grace.')).toBeInTheDocument();
    expect(notes.getByText('And again.')).toBeInTheDocument();
    expect(screen.getByText('No highlights yet')).toBeInTheDocument();
    expect(list('Memory Verses').getByRole('link', { name: 'Psalm 119:11' })).toHaveAttribute('href', '/memory');
  });

  it('opens offline from this device’s copy of the account', async () => {
    window.localStorage.setItem('lumen-sync-ann-bookmarks', JSON.stringify([buildBookmark({ devotionId: 5, date: '2025-01-05' })]));
    window.localStorage.setItem('lumen-sync-ann-notes', JSON.stringify([buildNote({ devotionId: 5, content: 'Kept for offline.' })]));
    // Nothing but the session check reaches the server.
    const offline = http.get(`${TEST_BASE_URL}/trpc/*`, ({ request }) =>
      new URL(request.url).pathname.endsWith('auth.me') ? undefined : HttpResponse.error(),
    );
    renderApp('/library', { user: buildUser({ username: 'ann' }), handlers: [offline] });

    // The titles come from the index once fetched; offline the day names the devotion.
    await waitFor(() =>
      expect(list('Bookmarks').getByRole('link', { name: 'The devotion of Sunday, January 5, 2025' })).toBeInTheDocument(),
    );
    expect(list('Study Notes').getByText('Kept for offline.')).toBeInTheDocument();
  });

  it('takes back a removal the server refuses, with the spec’s error toast', async () => {
    renderApp('/library', {
      user: buildUser({ username: 'ann' }),
      memberData: { bookmarks: [buildBookmark({ devotionId: 5, date: '2025-01-05' })] },
      api: { bookmark: { remove: failWith('INTERNAL_SERVER_ERROR', 'Database down') } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bookmark: Seeing No One After the Flesh' }));
    expect(await screen.findByText('Failed to update bookmark. Please try again.')).toBeInTheDocument();
    expect(list('Bookmarks').getByRole('link', { name: 'Seeing No One After the Flesh' })).toBeInTheDocument();
  });
});
