import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { JournalPrompts } from './journal-prompts.tsx';

const prompts = ['Who comes to mind?', 'What would change?'];

describe('JournalPrompts', () => {
  it('keeps each answer on the device for its date and brings it back', async () => {
    const { unmount } = renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'What would change?' }), 'My tone with my brother.');
    expect(JSON.parse(window.localStorage.getItem('lumen-journal')!)).toEqual({ '2025-01-05': ['', 'My tone with my brother.'] });

    unmount();
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    expect(screen.getByRole('textbox', { name: 'What would change?' })).toHaveValue('My tone with my brother.');
    expect(screen.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('');
  });

  it('keeps other dates apart and forgets a date whose answers are all cleared', async () => {
    window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-04': ['Yesterday'] }));
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    const box = screen.getByRole('textbox', { name: 'Who comes to mind?' });

    await userEvent.type(box, 'A');
    await userEvent.clear(box);

    expect(JSON.parse(window.localStorage.getItem('lumen-journal')!)).toEqual({ '2025-01-04': ['Yesterday'] });
  });

  it('ignores a stored journal of the wrong shape instead of failing', () => {
    window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': 'not a list' }));
    renderWithProviders(<JournalPrompts date="2025-01-05" prompts={prompts} />);
    expect(screen.getByRole('textbox', { name: 'Who comes to mind?' })).toHaveValue('');
  });
});
