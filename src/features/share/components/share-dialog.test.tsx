import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildShareInfo } from '../../../../tests/factories/devotion-response.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { ShareDialog } from './share-dialog.tsx';

function renderDialog() {
  return renderWithProviders(<ShareDialog date="2025-01-05" open onOpenChange={() => {}} />);
}

describe('ShareDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the targets disabled until the share info arrives, then shows its metadata', async () => {
    let answer: (() => void) | undefined;
    server.use(
      trpcMsw.share.byDate.query(async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return buildShareInfo({ theme: 'New Beginnings' });
      }),
    );
    renderDialog();

    expect(screen.getByRole('heading', { name: "Share Today's Devotion" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy direct link' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Facebook' })).toBeEnabled());
    const details = screen.getByLabelText('Share details');
    expect(details).toHaveTextContent('ScholarMatthew Henry');
    expect(details).toHaveTextContent('ThemeNew Beginnings');
    expect(screen.getByLabelText('Direct link')).toHaveValue('http://lumen.test/share/2025-01-05');
    expect(screen.getByLabelText('Easy to Remember')).toHaveValue('http://lumen.test/january/5');
  });

  it('opens each share target in a 600x400 popup', async () => {
    server.use(trpcMsw.share.byDate.query(() => buildShareInfo()));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();

    await userEvent.click(await screen.findByRole('button', { name: 'WhatsApp' }));

    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('https://wa.me/?text='),
      'share-WhatsApp',
      expect.stringContaining('width=600,height=400'),
    );
    expect(open.mock.calls[0]![0]).toContain(encodeURIComponent('http://lumen.test/share/2025-01-05'));
  });

  it('copies the friendly link and says so in a toast', async () => {
    server.use(trpcMsw.share.byDate.query(() => buildShareInfo()));
    const user = userEvent.setup();
    renderDialog();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy easy to remember' }));

    expect(writeText).toHaveBeenCalledWith('http://lumen.test/january/5');
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Friendly link copied to clipboard')).toBeInTheDocument();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    server.use(trpcMsw.share.byDate.query(() => buildShareInfo()));
    const user = userEvent.setup();
    renderDialog();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy direct link' }));

    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy link to clipboard')).toBeInTheDocument();
  });
});
