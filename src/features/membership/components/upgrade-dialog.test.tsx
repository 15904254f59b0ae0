import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from './upgrade-dialog.tsx';

function renderDialog(memberName: string | null) {
  const handlers = { onCreateAccount: vi.fn(), onOpenAccount: vi.fn(), onOpenChange: vi.fn() };
  render(<UpgradeDialog open memberName={memberName} {...handlers} />);
  return handlers;
}

describe('UpgradeDialog', () => {
  it('offers a visitor only what a free account really adds, and hands "Create Free Account" to the caller', async () => {
    const { onCreateAccount, onOpenChange } = renderDialog(null);

    expect(screen.getByRole('heading', { name: 'Unlock Members Content' })).toBeInTheDocument();
    const benefits = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    // Decision 026: the study notes are what "Extended Commentary" meant; Strong's is open to all.
    expect(benefits).toEqual(['Personal Study Notes', 'Cross-Device Sync']);
    expect(screen.queryByText('Extended Commentary')).not.toBeInTheDocument();
    expect(screen.getByText(/the Strong's Concordance included, is open to you already/)).toBeInTheDocument();
    // No account deletion yet, so nothing promises cancelling.
    expect(screen.getByText('Free forever • No spam • Export your data anytime')).toBeInTheDocument();
    expect(screen.queryByText(/Cancel anytime/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue Without Account' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a member what membership gives them and a way to their account, with no sales pitch', async () => {
    const { onOpenAccount } = renderDialog('ruth');

    expect(screen.getByRole('heading', { name: 'Your Members Content' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ruth, you have:')).toBeInTheDocument();
    expect(screen.getByText('Personal Study Notes')).toBeInTheDocument();
    expect(screen.getByText('Cross-Device Sync')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unlock Members Content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Free Account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Your Account' }));
    expect(onOpenAccount).toHaveBeenCalledTimes(1);
  });
});
