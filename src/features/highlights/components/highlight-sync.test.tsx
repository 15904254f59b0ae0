// Signed in, highlights are the account's: the devotion shows the server's, a new one shows at
// once and is sent, and one the server refuses is taken back with the error toast
// (issue "Accounts", item 5; DECISIONS "Accounts, members and safety").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildHighlight, buildUser } from '../../../../tests/factories/user-data.ts';
import { failWith } from '../../../../tests/mocks/mock-api.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';
import { selectPhrase } from '../../../../tests/setup/selection.ts';

const ARTICLE = 'article[aria-labelledby="devotion-title"]';
const marks = () => [...document.querySelectorAll(`${ARTICLE} mark[data-highlight-id]`)].map((mark) => mark.textContent);

describe('highlights signed in', () => {
  it('shows the account’s highlights, not the visitor’s, and sends a new one', async () => {
    window.localStorage.setItem('lumen-highlights', JSON.stringify([buildHighlight({ text: 'Now he sees', prefix: '', suffix: '' })]));
    const { memberData } = renderApp('/2025-01-05', {
      user: buildUser({ username: 'ann' }),
      memberData: { highlights: [buildHighlight({ devotionId: 5, text: 'judged Jesus by appearances' })] },
    });
    await waitFor(() => expect(marks()).toEqual(['judged Jesus by appearances']));

    selectPhrase('sees everyone differently', ARTICLE);
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight green' }));

    await waitFor(() => expect(marks()).toEqual(['judged Jesus by appearances', 'sees everyone differently']));
    // Shown at once, then sent, with the day it was made on (the library opens that day).
    await waitFor(() =>
      expect(memberData.highlights).toContainEqual(
        expect.objectContaining({ devotionId: 5, text: 'sees everyone differently', color: 'green', date: '2025-01-05' }),
      ),
    );
    // The visitor's own store is untouched; the account's copy is cached per member.
    expect(JSON.parse(window.localStorage.getItem('lumen-highlights')!)).toHaveLength(1);
  });

  it('shows a new highlight before the server answers, and takes it back with a toast when it fails', async () => {
    let fail = () => {};
    const answered = new Promise<void>((resolve) => (fail = resolve));
    const refuse = failWith('INTERNAL_SERVER_ERROR', 'Database down');
    renderApp('/2025-01-05', {
      user: buildUser(),
      api: { highlight: { create: async () => (await answered, refuse()) } },
    });
    await screen.findByRole('heading', { level: 1 });

    selectPhrase('judged Jesus', ARTICLE);
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight yellow' }));
    await waitFor(() => expect(marks()).toEqual(['judged Jesus']));

    fail();
    expect(await screen.findByText('Failed to save highlight. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(marks()).toEqual([]));
  });
});
