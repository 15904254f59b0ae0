import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { TEST_BASE_URL, trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { onSignedIn, onSignedOut } from '../../../lib/session-events.ts';
import { closeAuthDialog, selectAuthTab } from '../hooks/use-auth-dialog.ts';
import { AccountButton } from './account-button.tsx';

const CODE = 'ABCDE-FGH12-34567-89XYZ';
const NEW_CODE = 'ZZZZZ-YYYYY-XXXXX-WWWWW';

/** A promise the test settles, to look at the dialog while the server is answering. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function renderAccount({ signedInAs = null as string | null } = {}) {
  server.use(trpcMsw.auth.me.query(() => ({ user: signedInAs ? { username: signedInAs } : null })));
  return renderWithProviders(<AccountButton />);
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('dialog', { name: 'Welcome to LUMEN' });
}

afterEach(() => {
  closeAuthDialog();
  selectAuthTab('sign-in');
});

describe('AuthDialog, signed out', () => {
  it('welcomes the reader with the Sign In tab first and the Create Account tab beside it', async () => {
    renderAccount();
    const dialog = await openDialog();

    expect(within(dialog).getByText('Access your personalized devotional experience')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(within(dialog).getByText('Continue without an account to use LUMEN with local storage only')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    expect(within(dialog).getByLabelText('Choose Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Create Password')).toHaveAccessibleDescription('At least 6 characters');
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('asks for both fields, and for 6 characters of password on sign-up, before calling the server', async () => {
    renderAccount();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText('Username'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both username and password.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(within(dialog).getByLabelText('Choose Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Create Password'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    // No handler for login or register exists: a call would have failed the test.
  });

  it('shows "Signing in..." with everything disabled, then the server’s message in a destructive toast', async () => {
    const answer = gate();
    server.use(
      trpcMsw.auth.login.mutation(async () => {
        await answer.opened;
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Incorrect username or password.' });
      }),
    );
    renderAccount();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Username')).toBeDisabled();
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();

    answer.open();
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
  });

  it('falls back to the spec’s words when the server could not be reached', async () => {
    server.use(http.post(`${TEST_BASE_URL}/trpc/auth.login`, () => HttpResponse.error()));
    renderAccount();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('signs in: welcome toast, dialog closed, user stored and shown, and the sign-in event told', async () => {
    const signedIn = vi.fn();
    const stop = onSignedIn(signedIn);
    server.use(trpcMsw.auth.login.mutation(({ input }) => ({ user: { username: input.username } })));
    renderAccount();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Username'), '  ruth ');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in as ruth')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to LUMEN' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Signed in as ruth/ })).toHaveTextContent('ruth');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('title', 'Sign out');
    expect(JSON.parse(window.localStorage.getItem('lumen-user')!)).toEqual({ username: 'ruth' });
    expect(signedIn).toHaveBeenCalledWith({ username: 'ruth', via: 'login' });
    stop();
  });

  it('creates an account and shows its recovery code once, to copy, download and confirm', async () => {
    const user = userEvent.setup();
    const answer = gate();
    server.use(
      trpcMsw.auth.register.mutation(async ({ input }) => {
        await answer.opened;
        return { user: { username: input.username }, recoveryCode: CODE };
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:recovery');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to LUMEN' });
    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await user.type(within(dialog).getByLabelText('Choose Username'), 'ruth');
    await user.type(within(dialog).getByLabelText('Create Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Choose Username')).toBeDisabled();

    answer.open();
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Your bookmarks and highlights will now sync across your devices.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Recovery code' })).toHaveValue(CODE);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['lumen-recovery-code.txt']);
    const file = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await file.text()).toContain(CODE);

    // Dismissing it now would lose the code: the dialog stays and says why. (The first
    // Escape may close the "copied" toast, the top layer.)
    await user.keyboard('{Escape}{Escape}');
    expect(await screen.findByText('Please save your recovery code')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Welcome to LUMEN' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Signed in as ruth/ })).toBeInTheDocument();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('turns a taken username into a destructive toast with the server’s words', async () => {
    server.use(
      trpcMsw.auth.register.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: 'That username is taken. Please choose another.' });
      }),
    );
    renderAccount();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(within(dialog).getByLabelText('Choose Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Create Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('That username is taken. Please choose another.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Choose Username')).toHaveValue('ruth');
  });
});

describe('Reset Password', () => {
  async function openReset() {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    return screen.findByRole('dialog', { name: 'Reset Password' });
  }

  async function fill(reset: HTMLElement, values: { username?: string; code?: string; password?: string; confirm?: string }) {
    if (values.username) await userEvent.type(within(reset).getByLabelText('Username'), values.username);
    if (values.code) await userEvent.type(within(reset).getByLabelText('Recovery Code'), values.code);
    if (values.password) await userEvent.type(within(reset).getByLabelText('New Password'), values.password);
    if (values.confirm) await userEvent.type(within(reset).getByLabelText('Confirm New Password'), values.confirm);
  }

  it('checks the fields: missing, different and too short', async () => {
    renderAccount();
    const reset = await openReset();
    expect(within(reset).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter both username and new password.')).toBeInTheDocument();

    await fill(reset, { username: 'ruth', code: CODE, password: 'secret1', confirm: 'secret2' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure both passwords are the same.')).toBeInTheDocument();

    await userEvent.clear(within(reset).getByLabelText('New Password'));
    await userEvent.clear(within(reset).getByLabelText('Confirm New Password'));
    await fill(reset, { password: 'short', confirm: 'short' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
  });

  it('resets with the recovery code: "Resetting...", success toast, the new code once, a cleared form', async () => {
    const answer = gate();
    const sent = vi.fn();
    server.use(
      trpcMsw.auth.resetPassword.mutation(async ({ input }) => {
        sent(input);
        await answer.opened;
        return { recoveryCode: NEW_CODE };
      }),
    );
    renderAccount();
    const reset = await openReset();
    await fill(reset, { username: 'ruth', code: CODE, password: 'secret22', confirm: 'secret22' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await within(reset).findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(within(reset).getByLabelText('Recovery Code')).toBeDisabled();
    expect(within(reset).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer.open();
    expect(await screen.findByText('Password Reset Successful!')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ username: 'ruth', recoveryCode: CODE, newPassword: 'secret22', confirmPassword: 'secret22' });
    expect(within(reset).getByRole('textbox', { name: 'Recovery code' })).toHaveValue(NEW_CODE);

    await userEvent.click(within(reset).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset Password' })).not.toBeInTheDocument());
    const dialog = screen.getByRole('dialog', { name: 'Welcome to LUMEN' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    const again = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(again).getByLabelText('Username')).toHaveValue('');
    expect(within(again).getByLabelText('Recovery Code')).toHaveValue('');
  });

  it('says what went wrong, and closes on Cancel', async () => {
    server.use(
      trpcMsw.auth.resetPassword.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Please check your username and recovery code and try again.' });
      }),
    );
    renderAccount();
    const reset = await openReset();
    await fill(reset, { username: 'ruth', code: 'WRONG', password: 'secret22', confirm: 'secret22' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please check your username and recovery code and try again.')).toBeInTheDocument();
    expect(screen.getByText('Password reset failed')).toBeInTheDocument();

    await userEvent.click(within(reset).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset Password' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Welcome to LUMEN' })).toBeInTheDocument();
  });
});

describe('the session', () => {
  it('shows the cached user at once and signs out from the header, even when the server call fails', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    server.use(http.post(`${TEST_BASE_URL}/trpc/auth.logout`, () => HttpResponse.error()));
    renderAccount({ signedInAs: 'ruth' });
    expect(screen.getByRole('button', { name: /Signed in as ruth/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(screen.getByText(/You've been signed out of your account\. Your local bookmarks and highlights remain available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('signs out inside the dialog with the "Signed out" toast', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    server.use(trpcMsw.auth.logout.mutation(() => ({ success: true })));
    renderAccount({ signedInAs: 'ruth' });
    await userEvent.click(screen.getByRole('button', { name: /Signed in as ruth/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to LUMEN' });
    expect(within(dialog).getByText('ruth')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('believes the server: an ended session signs out, a live one without a cache signs in', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    const { unmount } = renderAccount({ signedInAs: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
    unmount();

    renderAccount({ signedInAs: 'naomi' });
    expect(await screen.findByRole('button', { name: /Signed in as naomi/ })).toBeInTheDocument();
  });
});
