import { TRPCError } from '@trpc/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildDevotionResponse } from '../../../../tests/factories/devotion-response.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { readingDayAt, readingKey } from '../../../shared/streak.ts';
import { deviceTimeZone } from '../hooks/use-plan-progress.ts';
import { PlanView } from './plan-view.tsx';

const STORAGE_KEY = 'lumen-completed-days';

function renderPlan({ onSelectDate = vi.fn(), onStartReading = vi.fn() } = {}) {
  server.use(trpcMsw.devotion.byDate.query(({ input }) => buildDevotionResponse({ date: input.date })));
  const view = renderWithProviders(<PlanView date="2025-01-05" onSelectDate={onSelectDate} onStartReading={onStartReading} />);
  return { ...view, onSelectDate, onStartReading };
}

/** The key that records reading `date`'s devotion today, where this device is. */
const readOnToday = (date: string) => readingKey(date, readingDayAt(new Date(), deviceTimeZone()));

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

describe('PlanView', () => {
  it('shows the five days around the date, and choosing one selects it', async () => {
    const { onSelectDate } = renderPlan();
    const strip = screen.getByRole('navigation', { name: 'Plan days' });
    const days = within(strip).getAllByRole('button');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Fri 3 January 2025',
      'Sat 4 January 2025',
      'Sun 5 January 2025',
      'Mon 6 January 2025',
      'Tue 7 January 2025',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days.filter((day) => day.hasAttribute('aria-current'))).toHaveLength(1);

    await userEvent.click(days[3]!);
    expect(onSelectDate).toHaveBeenCalledWith('2025-01-06');
  });

  it('shows "Day n of 546" with a progress bar, and the days missed since the programme began', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(['2025-01-02-devotional', '2025-01-03-word-study']));
    renderPlan();
    expect(screen.getByText('Day 5 of 546')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Day 5 of 546' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '546');
    // 1, 3 and 4 January have no devotional mark; a word study is not the devotional.
    expect(await screen.findByText('3 missed days since Jan 1, 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Plan days' })).getByRole('button', { name: /^Sat/ })).not.toHaveAccessibleName(
      /complete/,
    );
  });

  it('keeps completed items on the device, shows them after a reload, and ignores corrupt entries', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(['2025-01-04-devotional', 'not-a-key', 7, '2025-02-30-devotional']));
    const user = userEvent.setup();
    const first = renderPlan();
    await screen.findByRole('heading', { level: 3, name: 'Seeing No One After the Flesh' });
    expect(await screen.findByText('3 missed days since Jan 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /4 January 2025, devotional complete/ })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mark Devotional complete' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mark Word Study complete' }));
    // Kept newest first, as every kept list is (lib/kept-lists), with the day the devotional was read.
    await waitFor(() =>
      expect(stored()).toEqual(['2025-01-05-word-study', readOnToday('2025-01-05'), '2025-01-05-devotional', '2025-01-04-devotional']),
    );
    expect(screen.getByRole('button', { name: /5 January 2025, devotional complete/ })).toBeInTheDocument();

    first.unmount();
    renderPlan();
    expect(await screen.findByRole('checkbox', { name: 'Mark Devotional complete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mark Word Study complete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mark Deeper Study complete' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Mark Word Study complete' }));
    await waitFor(() => expect(stored()).toEqual([readOnToday('2025-01-05'), '2025-01-05-devotional', '2025-01-04-devotional']));
  });

  it('counts today as a reading day when the devotional is marked, in the streak, and takes it back when unmarked', async () => {
    const user = userEvent.setup();
    renderPlan();
    const streak = screen.getByRole('region', { name: 'Your reading streak' });
    expect(streak).toHaveTextContent('Current streak0 days');
    expect(streak).toHaveTextContent('A day counts when you mark its devotion done.');

    await user.click(await screen.findByRole('checkbox', { name: 'Mark Devotional complete' }));
    await waitFor(() => expect(streak).toHaveTextContent('Current streak1 day'));
    expect(streak).toHaveTextContent('Longest streak1 day');
    expect(within(streak).getByRole('listitem', { name: /: read$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mark Devotional complete' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(streak).toHaveTextContent('Current streak0 days');
  });

  it('reads a stored value that is not a list as no progress', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{"2025-01-02": true');
    renderPlan();
    expect(await screen.findByRole('checkbox', { name: 'Mark Devotional complete' })).not.toBeChecked();
    expect(screen.getByText('4 missed days since Jan 1, 2025')).toBeInTheDocument();
  });

  it('opens and closes each item on its own, whatever its completion', async () => {
    const user = userEvent.setup();
    renderPlan();
    // The devotional is open to begin with: its title, verse, content and reflection.
    expect(await screen.findByRole('heading', { level: 3, name: 'Seeing No One After the Flesh' })).toBeInTheDocument();
    expect(screen.getByText('2 Corinthians 5:17')).toBeInTheDocument();
    expect(screen.getByText('Paul once judged Jesus by appearances.')).toBeInTheDocument();
    expect(screen.getByText('Whom have you written off?')).toBeInTheDocument();
    expect(screen.queryByText('God makes peace.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deeper Study' }));
    await user.click(screen.getByRole('button', { name: 'Word Study' }));
    expect(screen.getByText('God makes peace.')).toBeInTheDocument();
    expect(screen.getByText('A whole new making.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deeper Study' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Deeper Study' }));
    expect(screen.queryByText('God makes peace.')).not.toBeInTheDocument();
    expect(screen.getByText('A whole new making.')).toBeInTheDocument();

    // Completing does not open, and opening does not complete.
    await user.click(screen.getByRole('checkbox', { name: 'Mark Historical Context complete' }));
    expect(screen.queryByText('A busy port city.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Historical Context/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /^Devotional/ }));
    expect(screen.queryByText('Whom have you written off?')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark Devotional complete' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mark Historical Context complete' })).toBeChecked();
  });

  it('goes back to the devotion with "Start Reading" and with "Read Full Devotional"', async () => {
    const { onStartReading } = renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Read Full Devotional' }));
    expect(onStartReading).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Start Reading' }));
    expect(onStartReading).toHaveBeenCalledTimes(2);
  });

  it('says the devotion is loading, and when there is none', async () => {
    server.use(
      trpcMsw.devotion.byDate.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No devotion is available for 2025-01-05.' });
      }),
    );
    renderWithProviders(<PlanView date="2025-01-05" onSelectDate={() => {}} onStartReading={() => {}} />);
    expect(screen.getByText("Loading today's devotion...")).toBeInTheDocument();
    expect(await screen.findByText('No Devotion Available for Sunday, January 5, 2025.')).toBeInTheDocument();
    // The plan still shows where the reader is.
    expect(screen.getByText('Day 5 of 546')).toBeInTheDocument();
  });
});
