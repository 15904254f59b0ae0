import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { BookmarkAction } from './bookmark-action.tsx';
import BookmarkToggle from './bookmark-toggle.tsx';

const devotion = { id: 5, date: '2025-01-05' };

/** The toggle once loaded (a disabled placeholder stands in until then). */
async function loadedToggle(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return button.isConnected ? button : screen.getByRole('button', { name });
}

describe('BookmarkAction', () => {
  it('bookmarks the devotion and removes the bookmark again, with their toasts', async () => {
    renderWithProviders(<BookmarkAction devotion={devotion} />);

    await userEvent.click(await loadedToggle('Bookmark this devotion'));
    expect(await screen.findByText('Devotion bookmarked')).toBeInTheDocument();
    expect(screen.getByText('This devotion has been saved to your bookmarks.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toMatchObject([{ devotionId: 5, date: '2025-01-05' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
    expect(screen.getByText('This devotion has been removed from your bookmarks.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Bookmark this devotion' })).toBeEnabled();
  });

  it('shows a stored bookmark, and ignores a corrupt store', async () => {
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([{ devotionId: 5, createdAt: '2025-01-05T12:00:00.000Z' }, 'junk']));
    const { unmount } = renderWithProviders(<BookmarkAction devotion={devotion} />);
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
    unmount();

    window.localStorage.setItem('lumen-bookmarks', '[not json');
    renderWithProviders(<BookmarkAction devotion={devotion} />);
    expect(await screen.findByRole('button', { name: 'Bookmark this devotion' })).toBeEnabled();
  });

  it('says "Error" when the bookmark cannot be saved', async () => {
    renderWithProviders(<BookmarkAction devotion={{ id: -1 }} />);
    await userEvent.click(await loadedToggle('Bookmark this devotion'));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update bookmark. Please try again.')).toBeInTheDocument();
  });

  it('bookmarks at the first press from the keyboard, and keeps the focus on the toggle', async () => {
    renderWithProviders(<BookmarkAction devotion={devotion} />);
    const placeholder = screen.getByRole('button', { name: 'Bookmark this devotion' });
    placeholder.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Devotion bookmarked')).toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: 'Remove bookmark' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark this devotion' })).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toEqual([]);
  });

  it('is disabled without a devotion', () => {
    renderWithProviders(<BookmarkToggle devotion={undefined} />);
    expect(screen.getByRole('button', { name: 'Bookmark this devotion' })).toBeDisabled();
  });
});
