// The plan as the devotion route composes it: the header toggle, the strip's date changes and
// "Start Reading" (spec 4 "View mode").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';

function renderRoute(path: string) {
  return renderApp(path, { api: { devotion: { byDate: ({ date }) => buildDevotionResponse({ date, title: `Devotion of ${date}` }) } } }).router;
}

describe('the plan in the devotion route', () => {
  it('switches to the plan with the header toggle, keeps it while days change, and returns with Start Reading', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/2025-01-05');
    await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-05' });

    await user.click(screen.getByRole('button', { name: 'Bible Plan' }));
    // The plan's chunk loads on first use (a cold transform in the test runner can take a while).
    expect(await screen.findByText('Day 5 of 546', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Devotion of 2025-01-05' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devotion' })).toHaveAttribute('title', 'Back to Daily Devotion');

    await user.click(screen.getByRole('button', { name: /^Mon 6 January 2025/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/2025-01-06'));
    expect(await screen.findByText('Day 6 of 546')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Reading' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-06' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bible Plan' })).toHaveAttribute('title', 'View Bible Reading Plan');
  });

  it('goes back to the devotion with the toggle too', async () => {
    const user = userEvent.setup();
    renderRoute('/2025-07-31');
    await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-07-31' });
    await user.click(screen.getByRole('button', { name: 'Reading Plan' }));
    await screen.findByText('Day 212 of 546', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Devotion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-07-31' })).toBeInTheDocument();
  });
});
