import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from './upgrade-dialog.tsx';

describe('UpgradeDialog', () => {
  it('lists the free account’s benefits and hands "Create Free Account" to the caller', async () => {
    const onCreateAccount = vi.fn();
    const onOpenChange = vi.fn();
    render(<UpgradeDialog open onOpenChange={onOpenChange} onCreateAccount={onCreateAccount} />);

    expect(screen.getByRole('heading', { name: 'Unlock Members Content' })).toBeInTheDocument();
    for (const benefit of ['Extended Commentary', 'Cross-Device Sync', "Strong's Concordance"]) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByText('Free forever • No spam • Cancel anytime')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue Without Account' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
