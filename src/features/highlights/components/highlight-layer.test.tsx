import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { ReadingSections, StudySections } from '../../devotion/components/reading-sections.tsx';
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
    expect(screen.queryByRole('group', { name: 'Highlight, copy or share the selected text' })).not.toBeInTheDocument();
    const [stored] = JSON.parse(window.localStorage.getItem('lumen-highlights')!);
    expect(stored).toMatchObject({
      devotionId: 5,
      text: 'received by the heart',
      prefix: ' not earned by the hands; it is ',
      suffix: ' that knows its need.The heart t',
      color: 'green',
    });

    // The publisher edits the paragraph: React re-renders its text, the highlight follows.
    rerender(<Page content={`Grace is a gift: it is received by the heart that knows its need.\n\n${SECOND}`} />);
    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['received by the heart']));
    expect(document.querySelector('article p')!.textContent).toBe('Grace is a gift: it is received by the heart that knows its need.');
  });

  it('removes a highlight on double-click, with its toast', async () => {
    window.localStorage.setItem(
      'lumen-highlights',
      JSON.stringify([
        {
          id: 'h1',
          devotionId: 5,
          text: 'can be filled',
          prefix: 'the heart that ',
          suffix: '.',
          color: 'blue',
          createdAt: '2025-01-05T12:00:00.000Z',
        },
      ]),
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
    await screen.findByRole('group', { name: 'Highlight, copy or share the selected text' });

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Highlight yellow' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Highlight, copy or share the selected text' })).not.toBeInTheDocument();

    select('not earned');
    await screen.findByRole('group', { name: 'Highlight, copy or share the selected text' });
    await userEvent.keyboard('{Tab}{Tab}');
    expect(screen.getByRole('button', { name: 'Highlight blue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['not earned']));
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)[0].color).toBe('blue');
  });

  it('a Tab pressed as the selection grows offers the colours for all of it', async () => {
    renderWithProviders(<Page content={FIRST} />);
    select('not earned');
    await screen.findByRole('group', { name: 'Highlight, copy or share the selected text' });

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
    expect(screen.queryByRole('group', { name: 'Highlight, copy or share the selected text' })).not.toBeInTheDocument();
  });
});

describe('HighlightLayer beyond the body', () => {
  const devotion = buildDevotionResponse({
    prayer: 'Lord, give me new eyes.\nTeach me to see as you see. Amen.',
    deeperStudy: { title: 'Reconciliation', content: 'God makes peace with those who were his enemies.' },
  });

  function FullArticle() {
    return (
      <>
        <article aria-labelledby="devotion-title">
          <h1 id="devotion-title">{devotion.title}</h1>
          <VerseQuote text={devotion.verseText} reference={devotion.verseReference} />
          <ReadingSections devotion={devotion} />
          <StudySections devotion={devotion} />
        </article>
        <HighlightLayer devotionId={devotion.id} date={devotion.date} title={devotion.title} container={DEVOTION_ARTICLE} />
      </>
    );
  }

  /** Selects `phrase` in whichever text node of the article holds it (a prayer's second line, say). */
  function selectAnywhere(phrase: string) {
    const walker = document.createTreeWalker(document.querySelector('article')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const start = node.data.indexOf(phrase);
      if (start === -1) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + phrase.length);
      act(() => {
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      return;
    }
    throw new Error(`No text in the article holds "${phrase}"`);
  }

  it.each([
    ['the verse', devotion.verseText.split(' ').slice(1, 4).join(' ')],
    ['the reflection', 'written off'],
    ['the memory verse', devotion.memoryVerse.text.split(' ').slice(-4).join(' ').replace(/\.$/, '')],
    ['the memory verse’s guide', 'when you meet someone'],
    ['the prayer, on its second line', 'see as you see'],
    ['the word study', 'A whole new making'],
    ['the historical context', 'A busy port city'],
    ['the deeper study', 'with those who were his enemies'],
  ])('highlights words in %s', async (_where, phrase) => {
    renderWithProviders(<FullArticle />);
    selectAnywhere(phrase);
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight pink' }));
    await waitFor(() =>
      expect(
        marks()
          .map((mark) => mark.textContent)
          .join(''),
      ).toBe(phrase),
    );
  });

  it('never offers a section heading or the reference badge', async () => {
    renderWithProviders(<FullArticle />);
    selectAnywhere('Deeper Study');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('group', { name: 'Highlight, copy or share the selected text' })).not.toBeInTheDocument();
  });

  it('copies the words with their reference, and shares through the Web Share API where there is one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullArticle />);
    selectAnywhere('see as you see');
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      `“see as you see”\n— ${devotion.title}, Sunday, January 5, 2025\n${window.location.origin}/share/2025-01-05`,
    );
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      selectAnywhere('written off');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: devotion.title,
          text: '“written off”',
          url: `${window.location.origin}/share/2025-01-05`,
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }

    // Without the Web Share API, the link is copied.
    selectAnywhere('A busy port city');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/2025-01-05`);
  });
});
