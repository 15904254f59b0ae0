// The device keeps and forgets what the reader expects (DECISIONS "Accounts, members and
// safety"), read straight from the browser's storage: sign-out leaves no account text behind,
// Clear Local Data leaves no lumen- key, the Local Storage switch survives a reload, and a
// visitor's data joins only the first account that signs in.
import { expect, test, type Page } from '@playwright/test';

const DATE = '2025-01-05';

async function openDay(page: Page) {
  await page.goto(`/${DATE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const storage = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage } as Record<string, string>, session: { ...sessionStorage } as Record<string, string> }));
const lumenKeys = (keys: Record<string, string>) => Object.keys(keys).filter((key) => key.startsWith('lumen-'));

async function createAccount(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to LUMEN' });
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  await dialog.getByLabel('Choose Username').fill(username);
  await dialog.getByLabel('Create Password').fill('bread for the journey');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `Signed in as ${username}: your account` })).toBeVisible();
}

const unique = (name: string) => `${name}_${Date.now().toString(36)}`;

test('signing out leaves none of the account’s text on the device, and says what stays', async ({ page }) => {
  test.setTimeout(90_000);
  const username = unique('ruth');
  const prayer = `A private prayer about my marriage ${Date.now()}`;
  await openDay(page);
  await createAccount(page, username);
  await page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first().fill(prayer);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/journal')).json())).toContain(prayer);
  expect(JSON.stringify((await storage(page)).local)).toContain(prayer);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(
        "You've been signed out of your account. This device no longer holds your account's journal, bookmarks, highlights, note drafts or plan progress; your account keeps them.",
        { exact: false },
      ),
  ).toBeVisible();

  const { local, session } = await storage(page);
  const everything = JSON.stringify({ local, session });
  expect(everything).not.toContain(prayer);
  expect(everything).not.toContain(username);
  expect(lumenKeys(local).filter((key) => key.startsWith('lumen-sync-') || key === 'lumen-user')).toEqual([]);
  await expect(page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first()).toHaveValue('');
});

test('Clear Local Data asks first, names what goes, and leaves no lumen- key', async ({ page }) => {
  await openDay(page);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first().fill('Kept here');
  await page.getByRole('button', { name: 'Display settings' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(async () => lumenKeys((await storage(page)).local).length).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Privacy and data' }).click();
  await page.getByRole('dialog', { name: 'Privacy and Data Settings' }).getByRole('button', { name: 'Clear Local Data' }).click();
  const question = page.getByRole('alertdialog', { name: 'Clear all local data?' });
  await expect(question.getByRole('listitem')).toHaveText([
    'Your 1 bookmark and 1 journal day kept on this device',
    'Your display settings and the choices made here',
  ]);
  await question.getByRole('button', { name: 'Clear Local Data' }).click();
  await expect(page.getByText('All local storage data has been removed from this device.', { exact: true })).toBeVisible();

  const { local, session } = await storage(page);
  expect(lumenKeys(local)).toEqual([]);
  expect(lumenKeys(session)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmark this devotion' })).toBeVisible();
  expect(lumenKeys((await storage(page)).local)).toEqual([]);
});

test('with Local Storage off, the data lives in this tab: through a reload, and back on again', async ({ page, context }) => {
  await openDay(page);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

  await page.getByRole('button', { name: 'Privacy and data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy and Data Settings' });
  await dialog.getByRole('switch', { name: 'Local Storage' }).click();
  await page.getByRole('alertdialog', { name: 'Keep your data only in this tab?' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByRole('switch', { name: 'Local Storage' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  let kept = await storage(page);
  expect(kept.local['lumen-bookmarks']).toBeUndefined();
  expect(kept.session['lumen-bookmarks']).toContain('"devotionId"');

  // A reload in the same tab keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

  // Another tab does not have it: it went with this one's session.
  const other = await context.newPage();
  await openDay(other);
  await expect(other.getByRole('button', { name: 'Bookmark this devotion' })).toBeEnabled();
  await other.close();

  await page.getByRole('button', { name: 'Privacy and data' }).click();
  await dialog.getByRole('switch', { name: 'Local Storage' }).click();
  await expect(dialog.getByRole('switch', { name: 'Local Storage' })).toBeChecked();
  kept = await storage(page);
  expect(kept.local['lumen-bookmarks']).toContain('"devotionId"');
  expect(kept.session['lumen-bookmarks']).toBeUndefined();
});

test('a visitor’s data joins the first account that signs in, and never a second one', async ({ page }) => {
  test.setTimeout(120_000);
  const [first, second] = [unique('anna'), unique('bela')];
  await openDay(page);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first().fill('Written before any account');

  await createAccount(page, first);
  await expect.poll(async () => ((await (await page.request.get('/api/bookmarks')).json()) as unknown[]).length).toBe(1);
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/journal')).json()))
    .toContain('Written before any account');
  // Merged, it left the visitor's store.
  await expect
    .poll(async () => lumenKeys((await storage(page)).local).filter((key) => ['lumen-bookmarks', 'lumen-journal'].includes(key)))
    .toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await createAccount(page, second);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Bookmark this devotion' })).toBeVisible();
  expect(await (await page.request.get('/api/bookmarks')).json()).toEqual([]);
  expect(await (await page.request.get('/api/journal')).json()).toEqual([]);
});
