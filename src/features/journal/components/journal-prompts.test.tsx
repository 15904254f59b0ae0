import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { JournalPrompts } from './journal-prompts.tsx';

const prompts = ['Who comes to mind?', 'What would change?'];

/** The journal as the device keeps it: one entry per date (lib/kept-lists/lists/journal.ts). */
function storedJournal(): Record<string, string[]> {
  const entries = JSON.parse(window.localStorage.getItem('lumen-journal') ?? '[]') as { date: string; answers: string[] }[];
  return Object.fromEntries(entries.map((entry) => [entry.date, entry.answers]));
}

describe('JournalPrompts', () => {
  it('keeps each answer on the device for its date and brings it back', async () => {
    const { unmount } = renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);

    // Every keystroke is kept, in order: none is overtaken by the one before it.
    await userEvent.type(screen.getByRole('textbox', { name: 'What would change?' }), 'My tone with my brother.');
    await waitFor(() => expect(storedJournal()).toEqual({ '2025-01-05': ['', 'My tone with my brother.'] }));

    unmount();
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'What would change?' })).toHaveValue('My tone with my brother.'));
    expect(screen.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('');
  });

  it('keeps other dates apart and forgets a date whose answers are all cleared', async () => {
    // The device's journal as it was once kept (a map by date) still reads.
    window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-04': ['Yesterday'] }));
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    const box = screen.getByRole('textbox', { name: 'Who comes to mind?' });
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));

    await userEvent.type(box, 'A');
    await waitFor(() => expect(storedJournal()).toEqual({ '2025-01-04': ['Yesterday'], '2025-01-05': ['A'] }));
    await userEvent.clear(box);

    await waitFor(() => expect(storedJournal()).toEqual({ '2025-01-04': ['Yesterday'] }));
  });

  it('keeps text put in before the app was live, after the kept answer the page could not show', async () => {
    window.localStorage.setItem(
      'lumen-journal',
      JSON.stringify([{ date: '2025-01-05', answers: ['Kept'], updatedAt: '2025-01-05T07:00:00.000Z' }]),
    );
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />, {
      // A paste or dictation into the server's page: the text is in the boxes, with no key.
      beforeHydration: (page) => {
        const [first, second] = page.querySelectorAll('textarea');
        first!.value = 'Written before the app';
        second!.value = 'And here';
      },
    });

    await waitFor(() => expect(storedJournal()).toEqual({ '2025-01-05': ['Kept\n\nWritten before the app', 'And here'] }));
    expect(screen.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('Kept\n\nWritten before the app');
    expect(screen.getByRole('textbox', { name: 'What would change?' })).toHaveValue('And here');
  });

  it('ignores a stored journal of the wrong shape instead of failing', () => {
    window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': 'not a list' }));
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    expect(screen.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('');
  });
});
