import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

const origin = window.location.origin;

function renderDialog() {
  return renderWithProviders(<ReminderDialog open onOpenChange={() => {}} />);
}

describe('ReminderDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('explains the feed and the calendar and offers their links, in the browser’s own time zone at 07:00', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Chicago',
    });
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Daily reminder' });
    expect(dialog).toHaveTextContent('No account, e-mail address or notification service');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('07:00');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/Chicago');
    const https = `${origin}/calendar.ics?time=07%3A00&tz=America%2FChicago`;
    expect(within(dialog).getByLabelText('Calendar link (https)')).toHaveValue(https);
    expect(within(dialog).getByLabelText('Calendar link (webcal)')).toHaveValue(https.replace(/^https?:/, 'webcal:'));
    expect(within(dialog).getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      https.replace(/^https?:/, 'webcal:'),
    );
    expect(within(dialog).getByLabelText('Feed link')).toHaveValue(`${origin}/feed.xml`);
  });

  it('puts the chosen time and zone into the links', async () => {
    const user = userEvent.setup();
    renderDialog();

    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '21:45');

    expect(screen.getByLabelText('Calendar link (webcal)')).toHaveValue(
      `${origin.replace(/^https?:/, 'webcal:')}/calendar.ics?time=21%3A45&tz=Asia%2FTokyo`,
    );
  });

  it('copies a link and says so', async () => {
    const user = userEvent.setup();
    renderDialog();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(screen.getByRole('button', { name: 'Copy feed link' }));

    expect(writeText).toHaveBeenCalledWith(`${origin}/feed.xml`);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Feed link copied to clipboard')).toBeInTheDocument();
  });
});
