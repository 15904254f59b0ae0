// Worked example for docs/testing.md, layer "component": the real app at a route, over the
// fake API (tests/mocks), asserting what the reader sees.
// #region guide
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../factories/user-data.ts';
import { failWith } from '../../mocks/mock-api.ts';
import { renderApp } from '../../setup/render-app.tsx';

describe('the devotion page', () => {
  it('says so when a date has no devotion', async () => {
    renderApp('/2025-03-10', { api: { devotion: { byDate: failWith('NOT_FOUND', 'No devotion is available for 2025-03-10.') } } });
    expect(await screen.findByRole('heading', { name: 'No Devotion Available' })).toBeInTheDocument();
  });

  it('shows a member’s bookmark from their account', async () => {
    renderApp('/2025-01-05', {
      user: buildUser({ username: 'ann' }),
      memberData: { bookmarks: [{ devotionId: 5, createdAt: '2025-01-05T09:00:00.000Z' }] },
    });
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Signed in as ann/ })).toBeInTheDocument();
  });
});
// #endregion guide
