import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDevotionSummary } from '../../../../tests/factories/devotion-response.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { SearchOverlay } from './search-overlay.tsx';

describe('SearchOverlay', () => {
  it('prompts until three characters are typed, then lists results with the matched words marked', async () => {
    server.use(
      trpcMsw.devotion.search.query(({ input }) => [
        buildDevotionSummary({
          id: 1,
          title: 'Jesus Sees Levi',
          date: '2025-01-21',
          snippet: `Then ⟦${input.query}⟧ saw him at the booth`,
        }),
        buildDevotionSummary({ id: 2, title: 'Home by Another Way', date: '2025-01-06', author: 'LUMEN Editors' }),
      ]),
    );
    renderWithProviders(<SearchOverlay open onOpenChange={() => {}} onSelectDate={() => {}} />);

    expect(screen.getByText('Search Devotions')).toBeInTheDocument();
    expect(screen.getByText('Start typing to search through our collection of devotions...')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search devotions...'), 'Je');
    expect(screen.getByText('Search Devotions')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search devotions...'), 'sus');

    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('button')[0]!;
    expect(first).toHaveTextContent('Jesus Sees Levi');
    expect(first).toHaveTextContent('Jan 21, 2025');
    expect(within(first).getByText('Jesus', { selector: 'mark' })).toBeInTheDocument();
    expect(within(results).getAllByRole('button')[1]).toHaveTextContent('by LUMEN Editors');
  });

  it('says "Searching..." and then "No Results Found" with the query', async () => {
    server.use(trpcMsw.devotion.search.query(async () => (await new Promise((resolve) => setTimeout(resolve, 50)), [])));
    renderWithProviders(<SearchOverlay open onOpenChange={() => {}} onSelectDate={() => {}} />);

    await userEvent.type(screen.getByPlaceholderText('Search devotions...'), 'zebra');

    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('No devotions found matching “zebra”')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    server.use(
      trpcMsw.devotion.search.query(() => [
        buildDevotionSummary({ id: 1, title: 'First', date: '2025-01-01' }),
        buildDevotionSummary({ id: 2, title: 'Second', date: '2025-01-02' }),
      ]),
    );
    const onSelectDate = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<SearchOverlay open onOpenChange={onOpenChange} onSelectDate={onSelectDate} />);
    const input = screen.getByPlaceholderText('Search devotions...');
    await userEvent.type(input, 'light');
    await screen.findByRole('list', { name: 'Search results' });

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /First/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Second/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onSelectDate).toHaveBeenCalledWith('2025-01-02');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
