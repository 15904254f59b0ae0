import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../tests/mocks/handlers.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account.ts';
import { closeAuthDialog } from '../hooks/use-auth-dialog.ts';
import { AccountButton } from './account-button.tsx';

const PHONE = 'b'.repeat(64);

afterEach(() => closeAuthDialog());

async function openAccount() {
  window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
  server.use(...mockApi({}, { user: { username: 'ruth' } }));
  renderWithProviders(<AccountButton />);
  await userEvent.click(await screen.findByRole('button', { name: /Signed in as ruth/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to LUMEN' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Manage Account' }));
  return dialog;
}

describe('the account settings of a member', () => {
  it('lists where the member is signed in and signs out another device', async () => {
    const ended: string[] = [];
    const dialog = await openAccount();
    server.use(
      trpcMsw.account.endSession.mutation(({ input }) => {
        ended.push(input.id);
        return { ended: 1 };
      }),
    );
    const list = await within(dialog).findByRole('list', { name: 'Your sessions' });
    expect(await within(list).findByText(/Firefox on Linux \(this device\)/)).toBeInTheDocument();
    expect(within(list).getByText(/Safari on iPhone · last used 6 Jan 2025/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await expect.poll(() => ended).toEqual([PHONE]);
    expect(within(dialog).getByRole('button', { name: 'Sign out all other sessions' })).toBeInTheDocument();
  });

  it('changes the password and says the other sessions ended; a wrong current password says so', async () => {
    const dialog = await openAccount();
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'correct horse battery');
    await userEvent.type(within(form).getByLabelText('New password'), 'gleaning in the field');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'gleaning in the field');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your other sessions have been signed out.')).toBeInTheDocument();

    server.use(
      trpcMsw.account.changePassword.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.wrongPassword });
      }),
    );
    await userEvent.type(within(form).getByLabelText('Current password'), 'nope, wrong');
    await userEvent.type(within(form).getByLabelText('New password'), 'gleaning in the field');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'gleaning in the field');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
  });

  it('shows a new recovery code once the password is given', async () => {
    const dialog = await openAccount();
    const form = within(dialog).getByRole('form', { name: 'Recovery code' });
    await userEvent.type(within(form).getByLabelText('Password for a new code'), 'correct horse battery');
    await userEvent.click(within(form).getByRole('button', { name: 'Show a New Recovery Code' }));
    expect(await within(dialog).findByRole('button', { name: 'I have saved it' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Recovery code' })).not.toBeInTheDocument();
  });

  it('deletes the account with the password and the username typed, and signs this device out', async () => {
    let asked: unknown = null;
    const dialog = await openAccount();
    server.use(
      trpcMsw.account.delete.mutation(({ input }) => {
        asked = input;
        return { success: true };
      }),
    );
    const form = within(dialog).getByRole('form', { name: 'Delete account' });
    await userEvent.type(within(form).getByLabelText('Password to delete'), 'correct horse battery');
    await userEvent.type(within(form).getByLabelText('Type ruth to confirm'), 'ruth');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(asked).toEqual({ password: 'correct horse battery', confirmation: 'ruth' });
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
  });
});
