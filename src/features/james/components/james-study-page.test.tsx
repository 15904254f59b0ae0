import { TRPCError } from '@trpc/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildJamesStudyDay } from '../../../../tests/factories/james.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { JamesStudyPage } from './james-study-page.tsx';

const STORAGE_KEY = 'lumen-james-completed';

function mockDays() {
  server.use(trpcMsw.james.byDay.query(({ input }) => buildJamesStudyDay({ day: Number(input.day) })));
}

describe('JamesStudyPage', () => {
  it('shows the day with previous and next above and below, and its tabs', async () => {
    mockDays();
    const onSelectDay = vi.fn();
    renderWithProviders(<JamesStudyPage day={7} onSelectDay={onSelectDay} />);

    expect(screen.getByText('Loading James Study...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Joy in Trials (day 7)' })).toBeInTheDocument();
    expect(screen.getByText('James 1:2-4 (KJV)')).toBeInTheDocument();
    expect(screen.getByText('Faith Under Pressure')).toBeInTheDocument();
    expect(screen.getByText('LUMEN Editors')).toBeInTheDocument();

    const top = screen.getByRole('navigation', { name: 'Study days' });
    const bottom = screen.getByRole('navigation', { name: 'Study days, end of the day' });
    for (const nav of [top, bottom]) expect(nav).toHaveTextContent('Day 7 of 30');
    await userEvent.click(within(bottom).getByRole('button', { name: 'Next day' }));
    expect(onSelectDay).toHaveBeenLastCalledWith(8);
    await userEvent.click(within(bottom).getByRole('button', { name: 'Previous day' }));
    expect(onSelectDay).toHaveBeenLastCalledWith(6);

    // Only the active panel holds content; the others are hidden and empty.
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(4);
    expect(panels.filter((panel) => !panel.hidden)).toHaveLength(1);
    for (const panel of panels.filter((each) => each.hidden)) expect(panel).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('tab', { name: 'Reflect' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('What trial are you in?');
    expect(screen.queryByText('Joy in trials is not pretending.')).not.toBeInTheDocument();
  });

  it('disables previous on day 1 and next on day 30, above and below', async () => {
    mockDays();
    const { rerender } = renderWithProviders(<JamesStudyPage day={1} onSelectDay={() => {}} />);
    await screen.findByRole('heading', { level: 1 });
    for (const button of screen.getAllByRole('button', { name: 'Previous day' })) expect(button).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: 'Next day' })) expect(button).toBeEnabled();

    rerender(<JamesStudyPage day={30} onSelectDay={() => {}} />);
    await screen.findByRole('heading', { level: 1, name: 'Joy in Trials (day 30)' });
    expect(screen.getAllByRole('button', { name: 'Next day' })).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'Next day' })) expect(button).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: 'Previous day' })) expect(button).toBeEnabled();
  });

  it('draws the verse with the renderer the route gives', async () => {
    mockDays();
    renderWithProviders(
      <JamesStudyPage day={2} onSelectDay={() => {}} renderVerseText={(text) => <p data-testid="verse">{text.toUpperCase()}</p>} />,
    );
    expect(await screen.findByTestId('verse')).toHaveTextContent('MY BRETHREN, COUNT IT ALL JOY');
  });

  it('marks a day complete on this device and counts the 30 days, each linking to its day', async () => {
    mockDays();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([1, 2, 'three', 31, 2.5]));
    const user = userEvent.setup();
    const first = renderWithProviders(<JamesStudyPage day={3} onSelectDay={() => {}} />);
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByText('2 of 30 days complete')).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Days of the study' })).getAllByRole('link');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAccessibleName('Day 1, complete');
    expect(days[0]).toHaveAttribute('href', '/james-study/1');
    expect(days[2]).toHaveAccessibleName('Day 3');
    expect(days[2]).toHaveAttribute('aria-current', 'page');
    expect(days[29]).toHaveAttribute('href', '/james-study/30');

    await user.click(screen.getByRole('checkbox', { name: 'Mark Day 3 complete' }));
    expect(screen.getByText('3 of 30 days complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Day 3, complete' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([1, 2, 3]);

    first.unmount();
    renderWithProviders(<JamesStudyPage day={3} onSelectDay={() => {}} />);
    expect(await screen.findByRole('checkbox', { name: 'Mark Day 3 complete' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Mark Day 3 complete' }));
    expect(screen.getByText('2 of 30 days complete')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([1, 2]);
  });

  it('reads a stored value that is not a list as no progress', async () => {
    mockDays();
    window.localStorage.setItem(STORAGE_KEY, '"7"');
    renderWithProviders(<JamesStudyPage day={7} onSelectDay={() => {}} />);
    expect(await screen.findByText('0 of 30 days complete')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark Day 7 complete' })).not.toBeChecked();
  });

  it('shows "Study Not Found" for a day outside 1 to 30, without asking the server', async () => {
    const onSelectDay = vi.fn();
    renderWithProviders(<JamesStudyPage day={31} onSelectDay={onSelectDay} />);
    expect(screen.getByRole('heading', { name: 'Study Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Please select a day between 1 and 30.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Day 1' }));
    expect(onSelectDay).toHaveBeenCalledWith(1);
  });

  it('shows "Study Not Found" when the day is not available yet', async () => {
    server.use(
      trpcMsw.james.byDay.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'James study day 12 is not available.' });
      }),
    );
    renderWithProviders(<JamesStudyPage day={12} onSelectDay={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Study Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This James study is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Day 1' })).toBeInTheDocument();
  });
});
