// The route's highlight layer loads with the page only for readers who have kept highlights (or
// are signed in); for everyone else it loads with their first selection in the devotion text,
// which is then offered the colours like any other.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { selectPhrase } from '../../../../tests/setup/selection.ts';
import { DEVOTION_ARTICLE, DevotionArticle } from '../../../../tests/setup/devotion-article.tsx';
import { HighlightLayer } from './deferred-highlights.tsx';

const TEXT = 'Grace is not earned by the hands; it is received by the heart that knows its need.';

function Page({ live = true }: { live?: boolean }) {
  return <DevotionArticle content={TEXT}>{live ? <HighlightLayer devotionId={5} container={DEVOTION_ARTICLE} /> : null}</DevotionArticle>;
}

describe('the highlight layer as the route places it', () => {
  it('offers the colours for a first selection made before it had loaded, and keeps the highlight', async () => {
    renderWithProviders(<Page />);
    expect(screen.queryByRole('group', { name: 'Highlight, copy or share the selected text' })).not.toBeInTheDocument();

    selectPhrase('received by the heart');
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight yellow' }));

    await waitFor(() => expect(document.querySelector('mark[data-highlight-id]')?.textContent).toBe('received by the heart'));
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)).toMatchObject([
      { devotionId: 5, text: 'received by the heart', color: 'yellow' },
    ]);
  });

  it('offers the colours for a selection made while the page was not live yet', async () => {
    // A server-rendered text can be selected before the app has started: the selection is
    // there when it mounts.
    const { rerender } = renderWithProviders(<Page live={false} />);
    selectPhrase('received by the heart');
    // The selection's change event has come and gone before the layer mounts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    rerender(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight yellow' }));
    await waitFor(() => expect(document.querySelector('mark[data-highlight-id]')?.textContent).toBe('received by the heart'));
  });

  it('shows kept highlights without any selection', async () => {
    window.localStorage.setItem(
      'lumen-highlights',
      JSON.stringify([
        {
          id: 'h1',
          devotionId: 5,
          text: 'knows its need',
          prefix: 'by the heart that ',
          suffix: '.',
          color: 'pink',
          createdAt: '2025-01-05T12:00:00.000Z',
        },
      ]),
    );
    renderWithProviders(<Page />);
    await waitFor(() => expect(document.querySelector('mark[data-highlight-id]')?.textContent).toBe('knows its need'));
  });
});
