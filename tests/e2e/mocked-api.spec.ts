// States the real database will not show on demand, reached with the mocked API: a search with
// no results and a search that fails. The page itself comes from the real server.
import type { Page } from '@playwright/test';
import { buildDevotionSummary } from '../factories/devotion-response.ts';
import { failWith } from '../mocks/mock-api.ts';
import { expect, test } from './mocked-api.ts';

async function search(page: Page, words: string) {
  await page.goto('/2025-01-05');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Search devotions' }).click();
  await page.getByPlaceholder('Search devotions...').fill(words);
}

test('a search with no results says so, with the words searched for', async ({ mockedPage, mockedApi }) => {
  mockedApi.use({ devotion: { search: () => [] } });
  await search(mockedPage, 'zebra crossing');
  await expect(mockedPage.getByText('No Results Found')).toBeVisible();
  await expect(mockedPage.getByText('No devotions found matching “zebra crossing”')).toBeVisible();
});

test('a failing search shows the server’s message instead of results', async ({ mockedPage, mockedApi }) => {
  mockedApi.use({
    devotion: {
      search: failWith('SERVICE_UNAVAILABLE', 'The devotional database is unavailable right now. Please try again in a moment.'),
    },
  });
  await search(mockedPage, 'grace');
  await expect(mockedPage.getByText('The devotional database is unavailable right now. Please try again in a moment.')).toBeVisible();
  await expect(mockedPage.getByRole('list', { name: 'Search results' })).toHaveCount(0);
});

test('results come from the factories, with the matched words marked', async ({ mockedPage, mockedApi }) => {
  mockedApi.use({
    devotion: {
      search: ({ query }) => [buildDevotionSummary({ title: 'Jesus Sees Levi', date: '2025-01-21', snippet: `Then ⟦${query}⟧ saw him` })],
    },
  });
  await search(mockedPage, 'Jesus');
  const result = mockedPage.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(result).toHaveText(/Jesus Sees Levi/);
  await expect(result.locator('mark')).toHaveText('Jesus');
});
