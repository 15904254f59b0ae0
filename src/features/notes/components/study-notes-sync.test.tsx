// A member's study notes in the devotion page come from the account: the server's notes are
// listed, a new one is kept by the server, and a refused delete keeps the note with a toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNote, buildUser } from '../../../../tests/factories/user-data.ts';
import { failWith } from '../../../../tests/mocks/mock-api.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';

async function openNotes() {
  await userEvent.click(await screen.findByRole('button', { name: /^Study Notes/ }));
  return within(await screen.findByRole('dialog', { name: 'Study Notes' }));
}

afterEach(() => vi.restoreAllMocks());

describe('study notes signed in', () => {
  it('lists the account’s notes for the devotion and keeps a new one on the server', async () => {
    renderApp('/2025-01-05', {
      user: buildUser(),
      memberData: {
        notes: [buildNote({ devotionId: 5, content: 'First thought.' }), buildNote({ devotionId: 6, content: 'Another day.' })],
      },
    });
    const dialog = await openNotes();
    expect(await dialog.findByText('First thought.')).toBeInTheDocument();
    expect(dialog.queryByText('Another day.')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Add New Note' }));
    await userEvent.type(dialog.getByPlaceholderText('Write your study notes here...'), 'The lamp is the word.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Note' }));

    // The list reloads from the (fake) server, which now has both.
    expect(await dialog.findByText('The lamp is the word.')).toBeInTheDocument();
    expect(dialog.getByText('First thought.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Study Notes, 2 notes', hidden: true })).toBeInTheDocument());
  });

  it('keeps a note the server would not delete, and says why', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/2025-01-05', {
      user: buildUser(),
      memberData: { notes: [buildNote({ devotionId: 5, content: 'First thought.' })] },
      api: { notes: { delete: failWith('SERVICE_UNAVAILABLE', 'The devotional database is unavailable right now.') } },
    });
    const dialog = await openNotes();

    await userEvent.click(await dialog.findByRole('button', { name: 'Delete note' }));

    expect(await screen.findByText('Note not deleted')).toBeInTheDocument();
    expect(screen.getByText('The devotional database is unavailable right now.')).toBeInTheDocument();
    expect(dialog.getByText('First thought.')).toBeInTheDocument();
  });
});
