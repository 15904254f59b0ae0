// A member's two devices (issue "Accounts", done means): everything written on one — bookmark,
// highlight, journal answer, plan progress and a study note — is there on the other, which is
// signed into the same account with a session of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ARTICLE, selectPhrase } from './selection.ts';

const DATE = '2025-01-05';
const answer = 'The neighbour who waters my plants.';
const note = 'Epiphany: the light goes ahead of the travellers, not behind them.';

async function openDay(page: Page) {
  await page.goto(`/${DATE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('two browsers signed into one account see the same bookmark, highlight, journal answer, progress and note', async ({
  signedInPage: page,
  account,
  userApi,
  browser,
  signInOnAnotherDevice,
}) => {
  test.setTimeout(90_000);
  await openDay(page);
  await expect(page.getByRole('banner').getByRole('button', { name: `Signed in as ${account.username}: your account` })).toBeVisible();

  const devotion = await userApi.get<{ content: string }>(`/api/devotions/${DATE}`);
  const phrase = devotion.content
    .split(/\n\s*\n/)[0]!
    .split(' ')
    .slice(2, 6)
    .join(' ');
  await selectPhrase(page, phrase);
  await page.getByRole('button', { name: 'Highlight yellow' }).click();
  await expect(page.locator(`${ARTICLE} mark[data-highlight-id]`)).toHaveText([phrase]);
  await page.getByRole('button', { name: 'Bookmark this devotion' }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await page.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first().fill(answer);

  await page.getByRole('button', { name: /^Study Notes/ }).click();
  const notes = page.getByRole('dialog', { name: 'Study Notes' });
  await notes.getByRole('button', { name: 'Add New Note' }).click();
  await notes.getByPlaceholder('Write your study notes here...').fill(note);
  await notes.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes.getByRole('list', { name: 'Your notes' }).getByText(note)).toBeVisible();
  await notes.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Bible Plan' }).click();
  // A member's mark is applied once any in-flight read of their progress is cancelled (the
  // optimistic update waits for it), so the box turns checked a moment after the click.
  const devotional = page.getByRole('checkbox', { name: 'Mark Devotional complete' });
  await devotional.click();
  await expect(devotional).toBeChecked();

  // Every write is acknowledged by the server before the second device looks.
  await expect.poll(async () => (await userApi.get<unknown[]>('/api/highlights')).length).toBe(1);
  await expect.poll(async () => (await userApi.get<unknown[]>('/api/bookmarks')).length).toBe(1);
  await expect.poll(async () => JSON.stringify(await userApi.get('/api/journal'))).toContain(answer);
  await expect.poll(async () => JSON.stringify(await userApi.get('/api/progress'))).toContain(DATE);

  const secondDevice = await browser.newContext();
  await signInOnAnotherDevice(secondDevice);
  const other = await secondDevice.newPage();
  await openDay(other);
  await expect(other.getByRole('banner').getByRole('button', { name: `Signed in as ${account.username}: your account` })).toBeVisible();
  await expect(other.locator(`${ARTICLE} mark[data-highlight-id]`)).toHaveText([phrase], { timeout: 10_000 });
  await expect(other.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Journal & Reflection' }).getByRole('textbox').first()).toHaveValue(answer, {
    timeout: 10_000,
  });
  // Spec 5: the notes are fetched when the dialog opens; the count shows from then on.
  await other.getByRole('button', { name: /^Study Notes/ }).click();
  await expect(other.getByRole('dialog', { name: 'Study Notes' }).getByRole('list', { name: 'Your notes' }).getByText(note)).toBeVisible();
  await other.getByRole('dialog', { name: 'Study Notes' }).getByRole('button', { name: 'Close' }).click();
  await expect(other.getByRole('button', { name: 'Study Notes, 1 note' })).toBeVisible();
  await other.getByRole('button', { name: 'Bible Plan' }).click();
  await expect(other.getByRole('checkbox', { name: 'Mark Devotional complete' })).toBeChecked();

  await secondDevice.close();
});
