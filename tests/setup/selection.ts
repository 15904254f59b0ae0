// Selects text the way a reader's drag or keyboard selection ends, for the highlight tests
// (jsdom has no pointer selection of its own).
import { act } from '@testing-library/react';

/** Selects `phrase` inside the first paragraph under `container` that contains it. */
export function selectPhrase(phrase: string, container = 'article'): void {
  const paragraph = [...document.querySelectorAll(`${container} p`)].find((element) => element.textContent!.includes(phrase));
  if (!paragraph) throw new Error(`No paragraph under ${container} contains "${phrase}"`);
  const node = paragraph.firstChild as Text;
  const start = node.data.indexOf(phrase);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + phrase.length);
  act(() => {
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
}
