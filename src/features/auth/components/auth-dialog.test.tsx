import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/mocks/server.ts';
import { TEST_BASE_URL, trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { buildBookmark, buildJournalEntry } from '../../../../tests/factories/user-data.ts';
import { WEAK_PASSWORD_MESSAGES } from '../../../shared/schemas/auth.ts';
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
    // Beside each field as well as in the toast (issue 28).
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Please enter your username.');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ruth');
    expect(within(dialog).getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Username')).not.toHaveAccessibleDescription();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(within(dialog).getByLabelText('Choose Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Create Password'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Create Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long. At least 6 characters');
    expect(screen.getAllByText('Password must be at least 6 characters long.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Choose Username')).not.toHaveAttribute('aria-invalid');
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
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText('Incorrect username or password.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Incorrect username or password.');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
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
    expect((await screen.findAllByText('Please check your credentials and try again.')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please check your credentials and try again.');
  });

  it('signs in: welcome toast, dialog closed, user stored and shown, and what the visitor kept joins the account', async () => {
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([buildBookmark({ devotionId: 5 })]));
    const merged = vi.fn();
    server.use(
      trpcMsw.auth.login.mutation(({ input }) => ({ user: { username: input.username } })),
      trpcMsw.bookmark.merge.mutation(({ input }) => {
        merged(input.bookmarks.map((bookmark) => bookmark.devotionId));
        return input.bookmarks;
      }),
    );
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
    // Merged into the account, then gone from the visitor's store: no second account can get it.
    await waitFor(() => expect(merged).toHaveBeenCalledWith([5]));
    await waitFor(() => expect(window.localStorage.getItem('lumen-bookmarks')).toBeNull());
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
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Choose Username')).toHaveAccessibleDescription(
        'That username is taken. Please choose another.',
      ),
    );
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('That username is taken. Please choose another.')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Choose Username')).toHaveValue('ruth');
  });

  it('says why a password that contains the username is refused, before anything is sent', async () => {
    let sent = false;
    server.use(
      trpcMsw.auth.register.mutation(() => {
        sent = true;
        throw new TRPCError({ code: 'CONFLICT', message: 'unexpected' });
      }),
    );
    renderAccount();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(within(dialog).getByLabelText('Choose Username'), 'Ruth');
    await userEvent.type(within(dialog).getByLabelText('Create Password'), 'ruth2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password too easy to guess')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose a password that does not contain your username.').length).toBeGreaterThan(0);
    expect(sent).toBe(false);
  });

  it('shows the server’s reason for refusing a common password', async () => {
    server.use(
      trpcMsw.auth.register.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: WEAK_PASSWORD_MESSAGES.common });
      }),
    );
    renderAccount();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(within(dialog).getByLabelText('Choose Username'), 'ruth');
    await userEvent.type(within(dialog).getByLabelText('Create Password'), 'iloveyou');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(WEAK_PASSWORD_MESSAGES.common)).toBeInTheDocument();
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
    expect(within(reset).getByLabelText('Username')).toHaveAccessibleDescription('Please enter your username.');
    expect(within(reset).getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');

    await fill(reset, { username: 'ruth', code: CODE, password: 'secret1', confirm: 'secret2' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(within(reset).getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Please make sure both passwords are the same.',
    );
    expect(within(reset).getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

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
    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
    expect(screen.getAllByText('Please check your username and recovery code and try again.')).toHaveLength(2);
    expect(within(reset).getByLabelText('Recovery Code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(reset).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset Password' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Welcome to LUMEN' })).toBeInTheDocument();
  });
});

describe('the session', () => {
  it('shows the cached user at once and signs out from the header, even when the server call fails', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    window.localStorage.setItem('lumen-sync-ruth-journal', JSON.stringify([buildJournalEntry({ answers: ['A private prayer'] })]));
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([buildBookmark()]));
    server.use(http.post(`${TEST_BASE_URL}/trpc/auth.logout`, () => HttpResponse.error()));
    renderAccount({ signedInAs: 'ruth' });
    expect(screen.getByRole('button', { name: /Signed in as ruth/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    // Spec 8's sentence, then what went and what stays, truly.
    expect(
      screen.getByText(
        "You've been signed out of your account. This device no longer holds your account's journal, bookmarks, highlights, note drafts or plan progress; your account keeps them. Your own data from before you signed in stays here: 1 bookmark.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(Object.keys(window.localStorage).sort()).toEqual(['lumen-bookmarks', 'lumen-logout-owed']);
  });

  it('asks before signing out with changes it cannot send, and keeps them when told to', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    const change = { id: 'c1', list: 'bookmarks', kind: 'put', key: '5', item: buildBookmark({ devotionId: 5 }) };
    window.localStorage.setItem('lumen-sync-ruth-pending', JSON.stringify([change]));
    // No change reaches the server (the session check still answers).
    server.use(http.post(`${TEST_BASE_URL}/trpc/*`, () => HttpResponse.error()));
    renderAccount({ signedInAs: 'ruth' });
    await screen.findByRole('button', { name: /Signed in as ruth/ });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Not everything has reached your account' });
    expect(question).toHaveTextContent('1 change to your bookmarks could not be sent');
    await userEvent.click(within(question).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.getByRole('button', { name: /Signed in as ruth/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep on this device' }));
    expect(await screen.findByText(/One change not yet sent stays on this device until you sign in again\./)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lumen-held-ruth')!).pending).toEqual([change]);
    expect(window.localStorage.getItem('lumen-user')).toBeNull();
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
