// Memory verses on a phone (issue 30): "Learn this verse" under a devotion's memory verse, the
// due count in the header menu, a review at /memory (the reference and a hint first; recall by
// typing first letters with a mistake marked, or by revealing the verse; then a grade), the next
// review date moving later in the list, and removing a card. A visitor's cards stay on the
// device; a member's are in the account, and so in another browser once they sign in there.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

const DATE = '2025-01-05';
const REFERENCE = '2 Corinthians 5:17';

// The browser's clock reads about noon whenever the test runs, so that a learning step of minutes
// never crosses the reader's midnight: an Etc/GMT zone (whose sign is the reverse of its offset).
const offsetToNoon = ((12 - new Date().getUTCHours() + 11) % 24) - 11;
const NOON_ZONE = offsetToNoon === 0 ? 'Etc/GMT' : `Etc/GMT${offsetToNoon > 0 ? '-' : '+'}${Math.abs(offsetToNoon)}`;
const PHONE = { viewport: { width: 390, height: 740 }, timezoneId: NOON_ZONE };
test.use(PHONE);

async function learnTheVerse(page: Page) {
  await page.goto(`/${DATE}`);
  await waitForHydration(page);
  const learn = page.getByRole('button', { name: 'Learn this verse' });
  await learn.scrollIntoViewIfNeeded();
  await learn.click();
  await expect(page.getByText('You are learning this verse.')).toBeVisible();
}

/** The header's one menu on a phone, and its "Memory Verses" entry. */
async function memoryEntry(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('menuitem', { name: /^Memory Verses/ });
}

/** The day the list gives for the card's next review, as yyyy-MM-dd. */
async function nextReview(page: Page): Promise<string> {
  const row = page.getByRole('listitem').filter({ hasText: REFERENCE });
  const text = (await row.textContent()) ?? '';
  const day = /Next review: (\w{3} \d{1,2}, \d{4})/.exec(text)?.[1];
  if (!day) throw new Error(`No next review date in “${text}”`);
  const date = new Date(`${day} 12:00Z`);
  return date.toISOString().slice(0, 10);
}

/** The reader's today, in the browser's time zone. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: NOON_ZONE }).format(new Date());

/** Reviews the verse twice: first by typing (one mistake), then by revealing it; Good both times. */
async function reviewUntilLater(page: Page) {
  const review = page.getByRole('article', { name: `Review ${REFERENCE}` });
  await expect(review.getByText('Hint: Therefore if …')).toBeVisible();
  await expect(review).not.toContainText('a new creature');
  await expect(review.getByRole('button', { name: 'Good' })).toHaveCount(0);

  // "Therefore if any man be in": the fourth letter is wrong, and "man" is marked.
  await review.getByRole('button', { name: 'Type the first letters' }).click();
  await review.getByLabel('Type the first letter of each word').pressSequentially('tiaxbi');
  const recall = review.getByLabel('Your recall');
  await expect(recall).toHaveText('Therefore if any man be in');
  await expect(recall.locator('[data-mistake]')).toHaveText(['man']);
  await expect(review.getByRole('status')).toHaveText('1 mistake · 6 of 23 words');
  await review.getByRole('button', { name: 'Reveal the verse' }).click();
  await expect(review).toContainText('he is a new creature: old things are passed away');
  await review.getByRole('button', { name: 'Good' }).click();

  // A verse first met comes back later the same day (FSRS's learning step): still today's.
  await expect(page.getByText('1 verse to review')).toBeVisible();
  expect(await nextReview(page)).toBe(today());

  const again = page.getByRole('article', { name: `Review ${REFERENCE}` });
  await again.getByRole('button', { name: 'Reveal the verse' }).click();
  await again.getByRole('button', { name: 'Good' }).click();
  await expect(page.getByText('All done for today. The next verse comes back on the day shown below.')).toBeVisible();
  expect((await nextReview(page)) > today()).toBe(true);
}

test('a visitor learns a verse, reviews it at /memory, sees it move later, and removes it', async ({ page }) => {
  test.setTimeout(60_000);
  await learnTheVerse(page);

  const entry = await memoryEntry(page);
  await expect(entry).toHaveText('Memory Verses1 due');
  await entry.click();
  await expect(page).toHaveURL(/\/memory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Verses' })).toBeVisible();

  await reviewUntilLater(page);
  await expect(await memoryEntry(page)).toHaveText('Memory Verses');
  await page.keyboard.press('Escape');

  // Kept on this device: through a reload, with the same date.
  const later = await nextReview(page);
  await page.reload();
  expect(await nextReview(page)).toEqual(later);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen-memory-cards') ?? '[]') as { reference: string }[]);
  expect(stored.map((card) => card.reference)).toEqual([REFERENCE]);

  await page.getByRole('button', { name: `Remove ${REFERENCE}` }).click();
  await expect(page.getByText(/No memory verses yet/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lumen-memory-cards'))).toBe('[]');
});

test('a member’s verse, reviewed on one browser, is on another browser once they sign in there, with its next date, and removed there', async ({
  signedInPage: page,
  account,
  userApi,
  browser,
}) => {
  test.setTimeout(90_000);
  await learnTheVerse(page);
  const entry = await memoryEntry(page);
  await expect(entry).toHaveText('Memory Verses1 due');
  await entry.click();
  await reviewUntilLater(page);
  const later = await nextReview(page);

  // The account has the card as reviewed, before the other browser looks.
  await expect
    .poll(async () =>
      (await userApi.get<{ reference: string; reps: number }[]>('/api/memory-cards')).map((card) => [card.reference, card.reps]),
    )
    .toEqual([[REFERENCE, 2]]);

  // Another browser: nothing there until the reader signs in.
  const secondDevice = await browser.newContext(PHONE);
  const other = await secondDevice.newPage();
  await other.goto('/memory');
  await waitForHydration(other);
  await expect(other.getByText(/No memory verses yet/)).toBeVisible();
  await other.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = other.getByRole('dialog', { name: 'Welcome to LUMEN' });
  await signIn.getByLabel('Username').fill(account.username);
  await signIn.getByLabel('Password').fill(account.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByText(`Successfully logged in as ${account.username}`, { exact: true })).toBeVisible();

  await expect(other.getByRole('listitem').filter({ hasText: REFERENCE })).toBeVisible({ timeout: 10_000 });
  expect(await nextReview(other)).toEqual(later);
  await expect(other.getByText('All done for today. The next verse comes back on the day shown below.')).toBeVisible();
  // The card is the account's: this browser's own list stays empty.
  expect(await other.evaluate(() => localStorage.getItem('lumen-memory-cards'))).toBeNull();

  await other.getByRole('button', { name: `Remove ${REFERENCE}` }).click();
  await expect(other.getByText(/No memory verses yet/)).toBeVisible();
  await expect.poll(async () => userApi.get<unknown[]>('/api/memory-cards')).toEqual([]);
  await secondDevice.close();

  await page.reload();
  await expect(page.getByText(/No memory verses yet/)).toBeVisible({ timeout: 10_000 });
});
