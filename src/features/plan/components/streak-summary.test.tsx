import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingKey } from '../../../shared/streak.ts';
import { StreakSummary } from './streak-summary.tsx';

/** This device's time zone, as the browser reports it. */
function deviceZone(timeZone: string) {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...options, timeZone });
}

// Read 8 to 12 May 2026 and on 14 May, each in the reader's own day; nothing on the 13th.
const KEYS = new Set([
  ...['2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12', '2026-05-14'].map((day) => readingKey(day, day)),
  '2026-05-12-devotional',
]);
// 20:00 UTC on Wednesday 13 May: already Thursday the 14th in Auckland.
const NOW = new Date('2026-05-13T20:00:00Z');

describe('StreakSummary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts days in the reader’s time zone and says when a grace day kept the streak going', () => {
    deviceZone('Pacific/Auckland');
    render(<StreakSummary completedKeys={KEYS} now={NOW} />);

    const streak = screen.getByRole('region', { name: 'Your reading streak' });
    expect(streak).toHaveTextContent('Current streak6 days');
    expect(streak).toHaveTextContent('Longest streak6 days');
    expect(screen.getByRole('status')).toHaveTextContent('A grace day on Wednesday, May 13 kept your streak going.');
    expect(
      within(screen.getByRole('list', { name: 'This week' }))
        .getAllByRole('listitem')
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual([
      'Sunday, May 10: read',
      'Monday, May 11: read',
      'Tuesday, May 12: read',
      'Wednesday, May 13: grace day',
      'Thursday, May 14: read',
      'Friday, May 15: still to come',
      'Saturday, May 16: still to come',
    ]);
  });

  it('leaves the reader’s today open where it is still Wednesday', () => {
    deviceZone('America/Los_Angeles');
    render(<StreakSummary completedKeys={KEYS} now={NOW} />);

    expect(screen.getByRole('region', { name: 'Your reading streak' })).toHaveTextContent('Current streak5 days');
    expect(screen.getByRole('listitem', { name: 'Wednesday, May 13: today, still open' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('One missed day in any seven is a grace day: it does not break your streak.');
  });

  it('speaks of the next day read, not of days missed, when there is no streak', () => {
    deviceZone('UTC');
    render(<StreakSummary completedKeys={KEYS} now={new Date('2026-05-20T09:00:00Z')} />);

    expect(screen.getByRole('region', { name: 'Your reading streak' })).toHaveTextContent('Current streak0 days');
    expect(screen.getByRole('region', { name: 'Your reading streak' })).toHaveTextContent('Longest streak6 days');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A day counts when you mark its devotion done. Your streak begins with the next one.',
    );
    expect(screen.getByRole('listitem', { name: 'Monday, May 18: not read' })).toBeInTheDocument();
  });
});
