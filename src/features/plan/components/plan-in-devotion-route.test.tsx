// The plan as the devotion route composes it: the header toggle, the strip's date changes and
// "Start Reading" (spec 4 "View mode"), each view at its own address (/plan/{date}).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { renderApp } from '../../../../tests/setup/render-app.tsx';

function renderRoute(path: string) {
  return renderApp(path, { api: { devotion: { byDate: ({ date }) => buildDevotionResponse({ date, title: `Devotion of ${date}` }) } } })
    .router;
}

describe('the plan in the devotion route', () => {
  it(
    'switches to the plan with the header toggle, keeps it while days change, and returns with Start Reading',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderRoute('/2025-01-05');
      await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-05' });

      await user.click(screen.getByRole('button', { name: 'Bible Plan' }));
      // The plan's chunk loads on first use (a cold transform in the test runner can take a while).
      expect(await screen.findByText('Day 5 of 546', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/plan/2025-01-05');
      await waitFor(() => expect(document.title).toBe('Bible Reading Plan · Sunday, January 5, 2025 · LUMEN'));
      expect(screen.queryByRole('heading', { level: 1, name: 'Devotion of 2025-01-05' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Devotion' })).toHaveAttribute('title', 'Back to Daily Devotion');

      await user.click(screen.getByRole('button', { name: /^Mon 6 January 2025/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/plan/2025-01-06'));
      expect(await screen.findByText('Day 6 of 546')).toBeInTheDocument();

      // Back returns to the plan of the day before, not to the devotion.
      await router.navigate(-1);
      expect(await screen.findByText('Day 5 of 546')).toBeInTheDocument();
      await router.navigate(1);
      expect(await screen.findByText('Day 6 of 546')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Start Reading' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Devotion of 2025-01-06' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/2025-01-06');
      expect(screen.getByRole('button', { name: 'Bible Plan' })).toHaveAttribute('title', 'View Bible Reading Plan');
    },
  );

  it('opens on the plan from its own address, as a reload or a shared link does', async () => {
    renderRoute('/plan/2025-03-10');
    expect(await screen.findByText('Day 69 of 546', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devotion' })).toHaveAttribute('title', 'Back to Daily Devotion');
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
