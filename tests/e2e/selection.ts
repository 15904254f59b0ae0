// Selecting text in the devotion as a touch or keyboard selection would end, for the
// highlight tests.
import type { Page } from '@playwright/test';

export const ARTICLE = 'article[aria-labelledby="devotion-title"]';

/**
 * Selects `phrase` in the first paragraph of the devotion that contains it. The pointer comes to
 * the paragraph first, as a finger or mouse would before a selection.
 */
export async function selectPhrase(page: Page, phrase: string): Promise<void> {
  await page.locator(`${ARTICLE} p`, { hasText: phrase }).first().hover();
  await page.evaluate(
    ({ article, phrase }) => {
      const paragraph = [...document.querySelectorAll(`${article} p`)].find((element) => element.textContent!.includes(phrase))!;
      const node = paragraph.firstChild as Text;
      const start = node.data.indexOf(phrase);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + phrase.length);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    },
    { article: ARTICLE, phrase },
  );
}
