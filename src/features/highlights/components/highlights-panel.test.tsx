import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import HighlightsPanel from './highlights-panel.tsx';

const LONG_TEXT =
  'Grace is not earned by the hands; it is received by the heart that knows its need, and the heart that knows its need is the heart that can be filled.';

function storeHighlights(items: Array<Record<string, unknown>>) {
  const base = { devotionId: 5, prefix: '', suffix: '', color: 'green', createdAt: '2025-01-05T12:00:00.000Z' };
  window.localStorage.setItem('lumen-highlights', JSON.stringify(items.map((item) => ({ ...base, ...item }))));
}

function renderPanel(devotionId: number | undefined = 5) {
  return renderWithProviders(<HighlightsPanel devotionId={devotionId} open onOpenChange={() => {}} />);
}

describe('HighlightsPanel', () => {
  it('lists the devotion’s highlights with a count, colour chip, preview and date', async () => {
    storeHighlights([
      { id: 'a', text: 'received by the heart', createdAt: '2025-01-05T12:00:00.000Z' },
      { id: 'b', text: LONG_TEXT, color: 'orange', createdAt: '2025-01-06T12:00:00.000Z' },
      { id: 'other', devotionId: 6, text: 'Another day' },
      { id: 'broken', text: '' },
    ]);
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Your Highlights' })).toBeInTheDocument();
    expect(screen.getByText('Double-click any highlight in the text to remove it')).toBeInTheDocument();
    // Checked as they are read (an empty text is no highlight): the list follows once it is.
    expect(await screen.findByText('2 highlights')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(within(items[0]!).getByText('received by the heart')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Green highlight' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Created on Jan 5, 2025')).toBeInTheDocument();

    // Spec 9: a 100-character preview with an ellipsis; an unknown colour shows as yellow.
    expect(within(items[1]!).getByText(`${LONG_TEXT.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Yellow highlight' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Created on Jan 6, 2025')).toBeInTheDocument();
  });

  it('deletes a highlight with its toast and falls back to the empty state', async () => {
    storeHighlights([{ id: 'a', text: 'received by the heart' }]);
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete highlight: received by the heart' }));

    expect(await screen.findByText('Highlight removed')).toBeInTheDocument();
    expect(screen.getByText('The highlight has been removed successfully.')).toBeInTheDocument();
    expect(screen.getByText('0 highlights')).toBeInTheDocument();
    expect(screen.getByText('No highlights yet')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)).toEqual([]);
  });

  it('shows the empty state when there are none, and ignores a corrupt store', () => {
    window.localStorage.setItem('lumen-highlights', '{corrupt');
    renderPanel();
    expect(screen.getByText('No highlights yet')).toBeInTheDocument();
    expect(screen.getByText('Select text in the devotion to create your first highlight.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});
