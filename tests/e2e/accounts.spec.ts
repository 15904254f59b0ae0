// Accounts in a real browser against the real server (spec 2 "Auth dialog", "Study Notes";
// DECISIONS "Accounts, members and safety"): an account made on one device, its study note
// read on another, and a reset with the recovery code that ends the old sessions.
import { expect, test, type Page } from '@playwright/test';
import { readContentFiles } from '../../db/import/content-files.ts';

const january5 = readContentFiles().devotions.find((devotion) => devotion.date === '2025-01-05')!;

/** A name no earlier run has taken, within the 3–32 characters allowed. */
const username = `reader_${Date.now().toString(36)}`;
const password = 'lamp unto my feet';
const newPassword = 'light unto my path';
const note = 'The word shows the next step, not the whole road.';

async function openAuthDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Welcome to LUMEN' });
}

async function signIn(page: Page, secret: string) {
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(secret);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Successfully logged in as ${username}`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function whoAmI(page: Page): Promise<unknown> {
  // The page's own cookies: the REST twin of auth.me (spec 7).
  const response = await page.request.get('/api/auth/me');
  expect(response.headers()['cache-control']).toContain('no-store');
  return response.json();
}

test('an account keeps study notes across devices, and a reset with the recovery code ends its sessions', async ({ browser }) => {
  test.setTimeout(90_000);

  // Device 1: create the account, keep its recovery code, write a note, sign out.
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1, name: january5.title })).toBeVisible();
  await expect(page.getByText('Sign in to access personal study notes and track your spiritual journey.')).toBeVisible();

  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  await dialog.getByLabel('Choose Username').fill(username);
  await dialog.getByLabel('Create Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  const recoveryCode = await dialog.getByRole('textbox', { name: 'Recovery code' }).inputValue();
  expect(recoveryCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('lumen-recovery-code.txt');
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Signed in as ${username}: your account` })).toBeVisible();
  expect(await whoAmI(page)).toEqual({ user: { username } });

  await page.getByRole('button', { name: /^Study Notes/ }).click();
  const notes = page.getByRole('dialog', { name: 'Study Notes' });
  await expect(notes.getByText('Members Content')).toBeVisible();
  await expect(notes.getByText('No study notes yet.')).toBeVisible();
  await notes.getByRole('button', { name: 'Add New Note' }).click();
  await notes.getByPlaceholder('Write your study notes here...').fill(note);
  // A reload before saving loses nothing: the text waits in its editor.
  await page.reload();
  await expect(page.getByText('A note you have not saved yet is kept here: open Study Notes to finish it.')).toBeVisible();
  await page.getByRole('button', { name: /^Study Notes/ }).click();
  await expect(notes.getByPlaceholder('Write your study notes here...')).toHaveValue(note);
  await notes.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes.getByRole('list', { name: 'Your notes' }).getByText(note)).toBeVisible();
  await expect(notes.getByPlaceholder('Write your study notes here...')).toBeHidden();
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();
  await expect(page.getByRole('button', { name: 'Study Notes, 1 note' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await whoAmI(page)).toEqual({ user: null });
  await first.close();

  // Device 2, a fresh browser: sign in and find the note.
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto('/2025-01-05');
  await signIn(other, password);
  await other.getByRole('button', { name: /^Study Notes/ }).click();
  const notesThere = other.getByRole('dialog', { name: 'Study Notes' });
  await expect(notesThere.getByRole('list', { name: 'Your notes' }).getByText(note)).toBeVisible();
  await notesThere.getByRole('button', { name: 'Close' }).click();

  // Device 3 resets the password with the recovery code: device 2's session ends.
  const third = await browser.newContext();
  const resetting = await third.newPage();
  await resetting.goto('/2025-01-05');
  const auth = await openAuthDialog(resetting);
  await auth.getByRole('button', { name: 'Forgot Password?' }).click();
  const reset = resetting.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('Username').fill(username);
  await reset.getByLabel('Recovery Code').fill(recoveryCode.toLowerCase());
  await reset.getByLabel('New Password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm New Password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(resetting.getByText('Password Reset Successful!', { exact: true })).toBeVisible();
  const newCode = await reset.getByRole('textbox', { name: 'Recovery code' }).inputValue();
  expect(newCode).not.toBe(recoveryCode);
  await reset.getByRole('button', { name: 'I have saved it' }).click();
  await expect(reset).toBeHidden();
  await auth.getByRole('button', { name: 'Close' }).click();

  expect(await whoAmI(other)).toEqual({ user: null });
  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(other.getByText('Sign in to access personal study notes and track your spiritual journey.')).toBeVisible();

  // The new password works; the old one does not.
  await resetting.reload();
  const again = await openAuthDialog(resetting);
  await again.getByLabel('Username').fill(username);
  await again.getByLabel('Password').fill(password);
  await again.getByRole('button', { name: 'Sign In' }).click();
  // Said beside the form and in a toast.
  await expect(again.getByText('Incorrect username or password.', { exact: true })).toBeVisible();
  await expect(resetting.getByLabel('Notifications (F8)').getByText('Incorrect username or password.', { exact: true })).toBeVisible();
  await again.getByLabel('Password').fill(newPassword);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(resetting.getByText(`Successfully logged in as ${username}`, { exact: true })).toBeVisible();
  await expect(resetting.getByRole('banner').getByRole('button', { name: `Signed in as ${username}: your account` })).toBeVisible();

  await second.close();
  await third.close();
});
