import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { selectPhrase as select } from '../../../../tests/setup/selection.ts';
// The layer attaches to the devotion feature's rendered body: the test draws on the real one,
// so React's own re-rendering of it is what the marks must survive.
import { DEVOTION_ARTICLE, DevotionArticle } from '../../../../tests/setup/devotion-article.tsx';
import HighlightLayer from './highlight-layer.tsx';

const FIRST = 'Grace is not earned by the hands; it is received by the heart that knows its need.';
const SECOND = 'The heart that knows its need is the heart that can be filled.';

function Page({ content }: { content: string }) {
  return (
    <DevotionArticle content={content}>
      <HighlightLayer devotionId={5} container={DEVOTION_ARTICLE} />
    </DevotionArticle>
  );
}

function marks() {
  return [...document.querySelectorAll<HTMLElement>('mark[data-highlight-id]')];
}

describe('HighlightLayer', () => {
  it('highlights a selection in the chosen colour and keeps it through a re-render and an edit', async () => {
    const { rerender } = renderWithProviders(<Page content={`${FIRST}\n\n${SECOND}`} />);

    select('received by the heart');
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight green' }));

    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['received by the heart']));
    expect(screen.queryByRole('group', { name: 'Highlight the selected text' })).not.toBeInTheDocument();
    const [stored] = JSON.parse(window.localStorage.getItem('lumen-highlights')!);
    expect(stored).toMatchObject({ devotionId: 5, text: 'received by the heart', prefix: ' not earned by the hands; it is ', suffix: ' that knows its need.The heart t', color: 'green' });

    // The publisher edits the paragraph: React re-renders its text, the highlight follows.
    rerender(<Page content={`Grace is a gift: it is received by the heart that knows its need.\n\n${SECOND}`} />);
    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['received by the heart']));
    expect(document.querySelector('article p')!.textContent).toBe('Grace is a gift: it is received by the heart that knows its need.');
  });

  it('removes a highlight on double-click, with its toast', async () => {
    window.localStorage.setItem(
      'lumen-highlights',
      JSON.stringify([{ id: 'h1', devotionId: 5, text: 'can be filled', prefix: 'the heart that ', suffix: '.', color: 'blue', createdAt: '2025-01-05T12:00:00.000Z' }]),
    );
    renderWithProviders(<Page content={`${FIRST}\n\n${SECOND}`} />);
    await waitFor(() => expect(marks()).toHaveLength(1));

    fireEvent.dblClick(marks()[0]!);

    expect(await screen.findByText('Highlight removed')).toBeInTheDocument();
    expect(screen.getByText('The highlight has been removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(marks()).toHaveLength(0));
    expect(document.querySelectorAll('article p')[1]!.textContent).toBe(SECOND);
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)).toEqual([]);
  });

  it('offers the colours to the keyboard: Tab after a selection, Escape to leave', async () => {
    renderWithProviders(<Page content={FIRST} />);
    select('not earned');
    await screen.findByRole('group', { name: 'Highlight the selected text' });

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Highlight yellow' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Highlight the selected text' })).not.toBeInTheDocument();

    select('not earned');
    await screen.findByRole('group', { name: 'Highlight the selected text' });
    await userEvent.keyboard('{Tab}{Tab}');
    expect(screen.getByRole('button', { name: 'Highlight blue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['not earned']));
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)[0].color).toBe('blue');
  });

  it('a Tab pressed as the selection grows offers the colours for all of it', async () => {
    renderWithProviders(<Page content={FIRST} />);
    select('not earned');
    await screen.findByRole('group', { name: 'Highlight the selected text' });

    // The selection grows and Tab follows at once, before the offer has caught up with it.
    select('not earned by the hands');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Highlight yellow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['not earned by the hands']));
  });

  it('a Tab pressed right after the first selection, before the colours show, still reaches them', async () => {
    renderWithProviders(<Page content={FIRST} />);
    select('received by the heart');
    await userEvent.keyboard('{Tab}');

    expect(screen.getByRole('button', { name: 'Highlight yellow' })).toHaveFocus();
  });

  it('keeps Shift+arrows for the selection: the page’s day shortcuts do not see them', async () => {
    renderWithProviders(<Page content={FIRST} />);
    const pageKeys: string[] = [];
    const onKeyDown = (event: KeyboardEvent) => pageKeys.push(`${event.shiftKey ? 'Shift+' : ''}${event.key}`);
    window.addEventListener('keydown', onKeyDown);
    select('not earned');

    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}');
    window.removeEventListener('keydown', onKeyDown);

    expect(pageKeys).toEqual(['Shift+Shift', 'ArrowRight']);
  });

  it('offers nothing for a selection outside the devotion text', async () => {
    renderWithProviders(<Page content={FIRST} />);
    const title = screen.getByRole('heading', { name: 'Received, not earned' });
    const range = document.createRange();
    range.selectNodeContents(title);
    act(() => document.getSelection()!.addRange(range));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('group', { name: 'Highlight the selected text' })).not.toBeInTheDocument();
  });
});
