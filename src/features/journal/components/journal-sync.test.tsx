// Signed in, journal answers are the account's: the server's answers fill the prompts, typing
// is saved after a pause, and a failed save says so with a toast while the text stays
// (DECISIONS "Sharing and the web").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildJournalEntry, buildUser } from '../../../../tests/factories/user-data.ts';
import { failWith } from '../../../../tests/mocks/mock-api.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';

async function journal() {
  return within(await screen.findByRole('region', { name: 'Journal & Reflection' }));
}

describe('journal answers signed in', () => {
  it('shows the account’s answers and saves what the reader types', async () => {
    const save = vi.fn();
    renderApp('/2025-01-05', {
      user: buildUser({ username: 'ann' }),
      memberData: { journal: [buildJournalEntry({ date: '2025-01-05', answers: ['My brother.', '', ''] })] },
      api: { journal: { save: (input) => (save(input), { ...input, updatedAt: '2025-01-05T12:00:00.000Z' }) } },
    });
    const region = await journal();
    await waitFor(() => expect(region.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('My brother.'));

    await userEvent.type(region.getByRole('textbox', { name: 'What would change?' }), 'My tone.');

    // One save after typing pauses, not one per keystroke.
    await waitFor(() => expect(save).toHaveBeenCalledWith({ date: '2025-01-05', answers: ['My brother.', 'My tone.', ''] }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('lumen-journal')).toBeNull();
  });

  it('says a save failed, and keeps the typed text', async () => {
    renderApp('/2025-01-05', {
      user: buildUser(),
      api: { journal: { save: failWith('SERVICE_UNAVAILABLE', 'The devotional database is unavailable right now.') } },
    });
    const region = await journal();

    await userEvent.type(region.getByRole('textbox', { name: 'Who comes to mind?' }), 'Grace');

    expect(await screen.findByText('Failed to save your journal answers. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(region.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('Grace');
  });
});
