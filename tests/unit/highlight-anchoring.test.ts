// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearMarks,
  drawHighlights,
  highlightableTextNodes,
  locateQuote,
  MARK_SELECTOR,
  quoteFromRange,
  QUOTE_CONTEXT_LENGTH,
} from '../../src/features/highlights/anchoring.ts';

const FIRST = 'Grace is not earned by the hands; it is received by the heart that knows its need.';
const SECOND = 'The heart that knows its need is the heart that can be filled.';

let root: HTMLElement;

function render(paragraphs: string[]) {
  // As React renders the devotion body: one text child per paragraph, plus a mixed block.
  root.innerHTML = '';
  for (const text of paragraphs) {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    root.append(paragraph);
  }
}

function rangeOver(paragraphIndex: number, phrase: string, occurrence = 0): Range {
  const node = root.querySelectorAll('p')[paragraphIndex]!.firstChild as Text;
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = node.data.indexOf(phrase, start + 1);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + phrase.length);
  return range;
}

function marks() {
  return [...root.querySelectorAll<HTMLElement>(MARK_SELECTOR)].map((mark) => ({ id: mark.dataset.highlightId, text: mark.textContent }));
}

beforeEach(() => {
  document.body.innerHTML = '<div id="prose"></div>';
  root = document.getElementById('prose')!;
  render([FIRST, SECOND]);
});

describe('quoteFromRange', () => {
  it('keeps the selected words with up to 32 characters either side', () => {
    const quote = quoteFromRange(root, rangeOver(0, 'received by the heart'))!;
    expect(quote.text).toBe('received by the heart');
    expect(quote.prefix).toBe(FIRST.slice(FIRST.indexOf('received') - QUOTE_CONTEXT_LENGTH, FIRST.indexOf('received')));
    expect(quote.prefix).toHaveLength(32);
    expect(quote.suffix).toBe(' that knows its need.The heart t');
  });

  it('trims white space off the ends and gives null for a selection of nothing but space', () => {
    const node = root.querySelector('p')!.firstChild as Text;
    const range = document.createRange();
    range.setStart(node, FIRST.indexOf(' earned'));
    range.setEnd(node, FIRST.indexOf('earned') + 'earned '.length);
    expect(quoteFromRange(root, range)!.text).toBe('earned');

    range.setStart(node, FIRST.indexOf(' earned'));
    range.setEnd(node, FIRST.indexOf(' earned') + 1);
    expect(quoteFromRange(root, range)).toBeNull();
  });

  it('leaves out text that is not in a plain paragraph (headings, attributions with markup)', () => {
    root.insertAdjacentHTML('afterbegin', '<div>Literary Reflection</div><p>From <cite>A Christmas Carol</cite> by Charles Dickens</p>');
    expect(highlightableTextNodes(root).map((node) => node.data)).toEqual([FIRST, SECOND]);
    const range = document.createRange();
    range.setStart(root.querySelector('cite')!.firstChild!, 2);
    range.setEnd(root.querySelectorAll('p')[1]!.firstChild!, 5);
    expect(quoteFromRange(root, range)!.text).toBe('Grace');
  });
});

describe('locateQuote', () => {
  const text = 'one love, two love, three love';

  it('finds the occurrence whose surroundings match best', () => {
    expect(locateQuote(text, { text: 'love', prefix: 'two ', suffix: ', three' })).toEqual({ start: 14, end: 18 });
    expect(locateQuote(text, { text: 'love', prefix: 'three ', suffix: '' })).toEqual({ start: 26, end: 30 });
  });

  it('falls back to the best partial match when the surroundings were edited', () => {
    expect(locateQuote(text, { text: 'love', prefix: 'XX two ', suffix: ', thr' })).toEqual({ start: 14, end: 18 });
  });

  it('gives null when the text is gone', () => {
    expect(locateQuote(text, { text: 'hope', prefix: '', suffix: '' })).toBeNull();
    expect(locateQuote(text, { text: '', prefix: '', suffix: '' })).toBeNull();
  });
});

describe('drawHighlights', () => {
  it('wraps the quoted text in a mark, and puts the text back as it was when cleared', () => {
    const quote = quoteFromRange(root, rangeOver(0, 'received by the heart'))!;
    const drawn = drawHighlights(root, [{ id: 'h1', ...quote }], (mark) => mark.classList.add('green'));
    expect(drawn).toEqual(['h1']);
    expect(marks()).toEqual([{ id: 'h1', text: 'received by the heart' }]);
    expect(root.querySelector('mark')!.classList.contains('green')).toBe(true);
    expect(root.querySelector('p')!.textContent).toBe(FIRST);

    clearMarks(root);
    expect(marks()).toEqual([]);
    expect(root.querySelector('p')!.childNodes).toHaveLength(1);
    expect(root.querySelector('p')!.textContent).toBe(FIRST);
  });

  it('marks the occurrence that was selected, not the first one with the same words', () => {
    const quote = quoteFromRange(root, rangeOver(1, 'the heart'))!;
    drawHighlights(root, [{ id: 'second', ...quote }]);
    const mark = root.querySelector('mark')!;
    expect(mark.parentElement).toBe(root.querySelectorAll('p')[1]);
    expect(mark.previousSibling!.textContent).toBe('The heart that knows its need is ');
  });

  it('spans paragraphs with one mark per paragraph', () => {
    const range = document.createRange();
    range.setStart(root.querySelectorAll('p')[0]!.firstChild!, FIRST.indexOf('its need.'));
    range.setEnd(root.querySelectorAll('p')[1]!.firstChild!, 'The heart'.length);
    const quote = quoteFromRange(root, range)!;
    expect(quote.text).toBe('its need.The heart');
    drawHighlights(root, [{ id: 'across', ...quote }]);
    expect(marks()).toEqual([
      { id: 'across', text: 'its need.' },
      { id: 'across', text: 'The heart' },
    ]);
  });

  it('draws again after a re-render replaced the text under the marks', () => {
    const quote = quoteFromRange(root, rangeOver(0, 'received by the heart'))!;
    drawHighlights(root, [{ id: 'h1', ...quote }]);
    // React sets a paragraph's text as a whole, which drops the marks inside it.
    for (const paragraph of root.querySelectorAll('p')) {
      const text = paragraph.textContent;
      paragraph.textContent = text;
    }
    expect(marks()).toEqual([]);

    drawHighlights(root, [{ id: 'h1', ...quote }]);
    expect(marks()).toEqual([{ id: 'h1', text: 'received by the heart' }]);
  });

  it('still anchors in an edited paragraph, and drops silently a highlight whose text is gone', () => {
    const kept = quoteFromRange(root, rangeOver(1, 'can be filled'))!;
    const lost = quoteFromRange(root, rangeOver(0, 'not earned'))!;
    render([
      'Grace is a gift; it is received by the heart that knows its need.',
      'Only a heart that knows its need can be filled, says the preacher.',
    ]);

    const drawn = drawHighlights(root, [
      { id: 'kept', ...kept },
      { id: 'lost', ...lost },
    ]);
    expect(drawn).toEqual(['kept']);
    expect(marks()).toEqual([{ id: 'kept', text: 'can be filled' }]);
  });

  it('moves to the same words elsewhere when its own paragraph no longer has them', () => {
    const quote = quoteFromRange(root, rangeOver(1, 'the heart'))!;
    render([FIRST, 'The heart that knows its need can be filled.']);
    drawHighlights(root, [{ id: 'moved', ...quote }]);
    const mark = root.querySelector('mark')!;
    // Its paragraph keeps "The heart" only with a capital; the words are still in the first.
    expect(mark.textContent).toBe('the heart');
    expect(mark.parentElement).toBe(root.querySelectorAll('p')[0]);
  });

  it('nests a later highlight inside an earlier one and clears both', () => {
    const outer = quoteFromRange(root, rangeOver(0, 'received by the heart that knows'))!;
    const inner = quoteFromRange(root, rangeOver(0, 'the heart'))!;
    drawHighlights(root, [
      { id: 'outer', ...outer },
      { id: 'inner', ...inner },
    ]);
    expect(marks()).toEqual([
      { id: 'outer', text: 'received by the heart that knows' },
      { id: 'inner', text: 'the heart' },
    ]);
    clearMarks(root);
    expect(root.querySelectorAll('mark')).toHaveLength(0);
    expect(root.querySelector('p')!.textContent).toBe(FIRST);
  });
});
