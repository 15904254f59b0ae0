// Everything a reader keeps follows their account (issue "Accounts", item 5): a visitor's
// highlight, bookmark and journal answer are merged into the account they create, and a second
// browser signed into it sees them all.
import { expect, test, type Page } from '@playwright/test';
import { ARTICLE, selectPhrase } from './selection.ts';

const DATE = '2025-01-05';
const username = `sync_${Date.now().toString(36)}`;
const password = 'bread for the journey';
const answer = 'My neighbour on the third floor.';

async function openDay(page: Page) {
  await page.goto(`/${DATE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function phraseOfFirstParagraph(page: Page): Promise<string> {
  const devotion = (await (await page.request.get(`/api/devotions/${DATE}`)).json()) as { content: string };
  return devotion.content
    .split(/\n\s*\n/)[0]!
    .split(' ')
    .slice(2, 6)
    .join(' ');
}

async function highlight(page: Page, phrase: string) {
  await selectPhrase(page, phrase);
  await page.getByRole('button', { name: 'Highlight green' }).click();
}

test('a visitor’s highlight, bookmark and journal answer go into the new account and appear in another browser', async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  await openDay(page);
  const phrase = await phraseOfFirstParagraph(page);

  // As a visitor, on this device only.
  await highlight(page, phrase);
  await expect(page.locator(`${ARTICLE} mark[data-highlight-id]`)).toHaveText([phrase]);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first().fill(answer);

  // Create the account: the device's data is merged into it.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to LUMEN' });
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  await dialog.getByLabel('Choose Username').fill(username);
  await dialog.getByLabel('Create Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/highlights')).json()) as unknown[]).length, { timeout: 15_000 })
    .toBe(1);
  await expect.poll(async () => ((await (await page.request.get('/api/bookmarks')).json()) as unknown[]).length).toBe(1);
  await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/journal')).json())).toContain(answer);

  // Another browser, signed into the same account, sees all three.
  const second = await browser.newContext();
  const other = await second.newPage();
  await openDay(other);
  await expect(other.locator(`${ARTICLE} mark[data-highlight-id]`)).toHaveCount(0);
  await other.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = other.getByRole('dialog', { name: 'Welcome to LUMEN' });
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByText(`Successfully logged in as ${username}`, { exact: true })).toBeVisible();
  await expect(other.locator(`${ARTICLE} mark[data-highlight-id]`)).toHaveText([phrase], { timeout: 10_000 });
  await expect(other.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first()).toHaveValue(answer, {
    timeout: 10_000,
  });

  await first.close();
  await second.close();
});
