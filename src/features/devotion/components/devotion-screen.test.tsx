import { TRPCError } from '@trpc/server';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { TEST_BASE_URL, trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { DevotionScreen } from './devotion-screen.tsx';

function mockNavigation(previous: string | null, next: string | null) {
  return trpcMsw.devotion.navigation.query(() => ({ previous, next }));
}

describe('DevotionScreen', () => {
  it('shows the loading text, then the devotion with its sections', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      mockNavigation('2025-01-04', '2025-01-06'),
    );

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={() => {}} />);

    expect(screen.getByText("Loading today's devotion...")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seeing No One After the Flesh' })).toBeInTheDocument();
    expect(screen.getByText('Daily Devotional')).toBeInTheDocument();
    expect(screen.getByText('2 Corinthians 5:17 (KJV)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read on/ })).toHaveAttribute(
      'href',
      'https://www.biblegateway.com/passage/?search=2+Corinthians+5:17&version=KJV',
    );
    expect(screen.getByText('Now he sees everyone differently.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Journal & Reflection' })).toHaveTextContent('Who comes to mind?');
    expect(screen.getByText('Sign in to access personal study notes and track your spiritual journey.')).toBeInTheDocument();
    // Sunday 5 January 2025 starts week 2: weeks run Sunday to Saturday (DECISIONS "Weekly themes").
    expect(screen.getByRole('region', { name: 'Weekly Theme' })).toHaveTextContent('Day 1 of 7');
    // Supplied words of the KJV are shown in italics.
    expect(screen.getAllByText('be')[0]!.tagName).toBe('EM');
  });

  it('moves to the neighbouring day with the previous and next buttons', async () => {
    const onSelectDate = vi.fn();
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      mockNavigation(null, '2025-01-06'),
    );

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={onSelectDate} />);
    await screen.findByRole('heading', { level: 1 });

    const [previous] = screen.getAllByRole('button', { name: 'Previous day' });
    const [next] = screen.getAllByRole('button', { name: 'Next day' });
    expect(previous).toBeDisabled();
    await userEvent.click(next!);
    expect(onSelectDate).toHaveBeenCalledWith('2025-01-06');
  });

  it('still steps to the neighbouring days when their navigation cannot be fetched (offline)', async () => {
    // A day read offline from the service worker's cache, whose navigation was never fetched:
    // the calendar's own rule says where previous and next lead, and the buttons stay usable.
    const onSelectDate = vi.fn();
    let navigationFailed = false;
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      http.get(`${TEST_BASE_URL}/trpc/devotion.navigation`, () => {
        navigationFailed = true;
        return HttpResponse.error();
      }),
    );

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={onSelectDate} />);
    await screen.findByRole('heading', { level: 1 });

    const [next] = screen.getAllByRole('button', { name: 'Next day' });
    // The buttons must not turn off once the request has failed.
    await waitFor(() => expect(navigationFailed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(next).toBeEnabled();
    await userEvent.click(next!);
    expect(onSelectDate).toHaveBeenCalledWith('2025-01-06');
  });

  it('shows "No Devotion Available" when there is no devotion for the date', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No devotion is available for 2025-03-10.' });
      }),
      mockNavigation('2025-03-09', null),
    );

    renderWithProviders(<DevotionScreen date="2025-03-10" onSelectDate={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'No Devotion Available' })).toBeInTheDocument();
    expect(screen.getByText(/Try another date/)).toBeInTheDocument();
  });

  it('shows "Unable to Load Devotion" with a Try Again button when loading fails', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(() => {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The devotional database is unavailable right now.' });
      }),
      mockNavigation(null, null),
    );

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Unable to Load Devotion' })).toBeInTheDocument();
    expect(screen.getByText(/Failed to Load Devotion/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the Advent variant with the literary and theological blocks', async () => {
    const content =
      'Advent opens.\n\nLiterary Connection: From "A Christmas Carol" by Charles Dickens\n\nMarley drags his chain.\n\nTheological Bridge\n\nChrist breaks chains.';
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date, content })),
      mockNavigation(null, null),
    );

    renderWithProviders(<DevotionScreen date="2025-11-30" onSelectDate={() => {}} />);

    expect(await screen.findByText('Literary Reflection')).toBeInTheDocument();
    expect(screen.getByText(/by Charles Dickens/)).toHaveTextContent('From A Christmas Carol by Charles Dickens (1843)');
    expect(screen.getByText('Marley drags his chain.').closest('blockquote')).toBeNull();
    expect(screen.getByText('Theological Connection')).toBeInTheDocument();
    expect(screen.getByText(/A Devotional by/)).toHaveTextContent('A Devotional by LUMEN Editors');
    // Advent falls in the tabbed layout: the study tab holds the word study.
    await userEvent.click(await screen.findByRole('tab', { name: 'Bible Study' }));
    expect(await screen.findByRole('region', { name: 'Word Study' })).toHaveTextContent('κτίσις');
    expect(window.localStorage.getItem('lumen-preferred-tab')).toBe('"study"');
  });

  it('puts the reader at the top of a newly chosen day, with focus on its title and the title in the tab', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date, title: `Title of ${input.date}` })),
      mockNavigation(null, null),
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={() => {}} />);
    await screen.findByRole('heading', { level: 1, name: 'Title of 2025-01-05' });
    expect(document.title).toBe('Title of 2025-01-05 · Sunday, January 5, 2025 · LUMEN');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

    rerender(<DevotionScreen date="2025-01-06" onSelectDate={() => {}} />);

    const title = await screen.findByRole('heading', { level: 1, name: 'Title of 2025-01-06' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(document.title).toBe('Title of 2025-01-06 · Monday, January 6, 2025 · LUMEN');
    scrollTo.mockRestore();
  });

  it('says plainly that the reader is offline and lists the days saved on this device', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/trpc/devotion.byDate`, () => HttpResponse.error()),
      mockNavigation(null, null),
    );
    const cachedUrl = (date: string) =>
      `${TEST_BASE_URL}/trpc/devotion.byDate?input=${encodeURIComponent(JSON.stringify({ json: { date } }))}`;
    vi.stubGlobal('caches', {
      open: async () => ({
        keys: async () => [
          new Request(cachedUrl('2025-01-04')),
          new Request(cachedUrl('2025-01-03')),
          new Request(`${TEST_BASE_URL}/trpc/share.byDate`),
        ],
      }),
    });
    const onSelectDate = vi.fn();

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={onSelectDate} />);

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/The devotion for Sunday, January 5, 2025 has not been saved on this device yet/)).toBeInTheDocument();
    const days = await screen.findByRole('list', { name: 'Days available offline' });
    expect(
      within(days)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Friday, January 3, 2025', 'Saturday, January 4, 2025']);
    await userEvent.click(within(days).getByRole('link', { name: 'Saturday, January 4, 2025' }));
    expect(onSelectDate).toHaveBeenCalledWith('2025-01-04');
    vi.unstubAllGlobals();
  });

  it('shows no study resources before 23 July 2025', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      mockNavigation(null, null),
    );
    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={() => {}} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Word Study')).toBeNull();
    expect(screen.queryByText('Historical Context')).toBeNull();
  });

  it('offers "Explore Study Tools" on 23 July 2025, which opens the resources and can be closed', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      mockNavigation(null, null),
    );
    renderWithProviders(<DevotionScreen date="2025-07-23" onSelectDate={() => {}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Explore Study Tools' }));
    const resources = screen.getByRole('region', { name: 'Enhanced Study Resources' });
    expect(within(resources).getByRole('region', { name: 'Word Study' })).toHaveTextContent('κτίσις');
    expect(within(resources).getByRole('region', { name: 'Historical Context' })).toHaveTextContent('A busy port city.');
    await userEvent.click(screen.getByRole('button', { name: 'Close study tools' }));
    expect(screen.queryByRole('region', { name: 'Enhanced Study Resources' })).toBeNull();
  });

  it('always shows Word Study and Historical Context as collapsible cards after the programme', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })),
      mockNavigation(null, null),
    );
    renderWithProviders(<DevotionScreen date="2026-11-23" onSelectDate={() => {}} />);
    await screen.findByRole('heading', { level: 1 });

    const wordStudy = screen.getByRole('heading', { name: 'Word Study' }).closest('details')!;
    expect(wordStudy).toHaveAttribute('open');
    expect(wordStudy).toHaveTextContent('κτίσις');
    await userEvent.click(within(wordStudy).getByText('Word Study'));
    expect(wordStudy).not.toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Historical Context' }).closest('details')).toHaveTextContent('A busy port city.');
  });

  it('keeps the Weekly Theme panel and says so when a week has no theme', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(({ input }) =>
        buildDevotionResponse({ date: input.date, weeklyTheme: null, weeklyThemeDescription: null, relatedVerses: [] }),
      ),
      mockNavigation(null, null),
    );
    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={() => {}} />);
    expect(await screen.findByText('Weekly theme information not available.')).toBeInTheDocument();
    expect(screen.getByText('No related verses available for this devotion.')).toBeInTheDocument();
  });
});
