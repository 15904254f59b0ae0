import { TRPCError } from '@trpc/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
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
    expect(screen.getByRole('link', { name: /Read on/ })).toHaveAttribute('href', 'https://www.biblegateway.com/passage/?search=2+Corinthians+5:17&version=KJV');
    expect(screen.getByText('Now he sees everyone differently.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Journal & Reflection' })).toHaveTextContent('Who comes to mind?');
    expect(screen.getByText('Sign in to access personal study notes and track your spiritual journey.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weekly Theme' })).toHaveTextContent('Day 5 of 7');
    // Supplied words of the KJV are shown in italics.
    expect(screen.getAllByText('be')[0]!.tagName).toBe('EM');
  });

  it('moves to the neighbouring day with the previous and next buttons', async () => {
    const onSelectDate = vi.fn();
    server.use(trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })), mockNavigation(null, '2025-01-06'));

    renderWithProviders(<DevotionScreen date="2025-01-05" onSelectDate={onSelectDate} />);
    await screen.findByRole('heading', { level: 1 });

    const [previous] = screen.getAllByRole('button', { name: 'Previous day' });
    const [next] = screen.getAllByRole('button', { name: 'Next day' });
    expect(previous).toBeDisabled();
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
    const content = 'Advent opens.\n\nLiterary Connection: From "A Christmas Carol" by Charles Dickens\n\nMarley drags his chain.\n\nTheological Bridge\n\nChrist breaks chains.';
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
    await userEvent.click(screen.getByRole('tab', { name: 'Bible Study' }));
    expect(await screen.findByRole('region', { name: 'Word Study' })).toHaveTextContent('κτίσις');
    expect(window.localStorage.getItem('lumen-preferred-tab')).toBe('"study"');
  });
});
