import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDevotionResponse } from '../../../tests/factories/devotion-response.ts';
import { renderApp } from '../../../tests/setup/render-app.tsx';
import { loadAppearance } from '../../lib/appearance.ts';

/** The app at `path`, each day's devotion titled with its date so a move shows. */
function renderRoute(path: string) {
  return renderApp(path, { api: { devotion: { byDate: ({ date }) => buildDevotionResponse({ date, title: `Devotion of ${date}` }) } } })
    .router;
}

describe('the devotion route', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    document.documentElement.style.fontSize = '';
  });

  it('moves a day with the arrow keys and goes to today with t', async () => {
    const router = renderRoute('/2025-01-05');
    await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-05' });

    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-06' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/2025-01-06');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/2025-01-04'));
    await userEvent.keyboard('t');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens search with / and the shortcut list with ?, and ignores keys typed into a box', async () => {
    renderRoute('/2025-01-05');
    await screen.findByRole('heading', { level: 1 });

    await userEvent.keyboard('/');
    const input = await screen.findByPlaceholderText('Search devotions...', {}, { timeout: 5000 });
    await userEvent.type(input, 't?');
    expect(input).toHaveValue('t?');
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('?');
    expect(await screen.findByRole('heading', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByText('Previous day')).toBeInTheDocument();
  });

  it('remembers the reader’s theme and text size', async () => {
    renderRoute('/2025-01-05');
    await screen.findByRole('heading', { level: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Larger text' }));
    expect(document.documentElement.style.fontSize).toBe('112.5%');

    expect(JSON.parse(window.localStorage.getItem('lumen-appearance')!)).toEqual({
      scheme: 'dark',
      textSize: 'large',
      speechRate: 1,
      speechVoice: null,
    });
    delete document.documentElement.dataset.theme;
    loadAppearance();
    expect(document.documentElement.dataset.theme).toBe('dark');

    // Back to the defaults: the page is left with the browser's own (no attribute, no inline size).
    await userEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Match system' }));
    await userEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Default text' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });

  it('writes nothing to the page when the appearance is already applied', () => {
    window.localStorage.setItem('lumen-appearance', JSON.stringify({ scheme: 'light', textSize: 'large' }));
    document.documentElement.dataset.theme = 'light';
    document.documentElement.style.fontSize = '112.5%';
    const changes = new MutationObserver(() => {});
    changes.observe(document.documentElement, { attributes: true });
    loadAppearance();
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();
  });

  it('has a skip link to the main content and a share button among the floating actions', async () => {
    renderRoute('/2025-01-05');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const actions = screen.getByRole('group', { name: 'Quick actions' });
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Share this devotion' }));
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Back to top' }));
  });
});
