// The sentence being read, marked in the page's own text and kept in view (issue 30). The mark
// is a CSS custom highlight over a Range: the text nodes React owns are never split or wrapped,
// so the highlights layer and React's renders are left alone. Where the browser has no custom
// highlights the sentence is still kept in view.
import { readingArea } from '../../lib/reading-scroller.ts';

/** The name of the highlight (styled by `::highlight(...)` in listen-control.css.ts). */
export const READ_ALOUD_HIGHLIGHT = 'lumen-read-aloud';
/** The control's own words are not part of the text read. */
export const CONTROL_ATTRIBUTE = 'data-read-aloud-control';

interface Position {
  node: Text;
  offset: number;
}

/** The text under `root` with white space collapsed, and where each character came from. */
function flattenedText(root: Element): { text: string; positions: Position[] } {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  const positions: Position[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest(`[${CONTROL_ATTRIBUTE}]`)) continue;
    for (let offset = 0; offset < node.data.length; offset++) {
      const character = node.data[offset]!;
      if (/\s/.test(character)) {
        if (text.endsWith(' ')) continue;
        text += ' ';
      } else text += character;
      positions.push({ node, offset });
    }
  }
  return { text, positions };
}

/**
 * The range of `sentence` in the text under `root`, looked for from `after` (the end of the
 * sentence read before, so that a repeated sentence is found in its place) and else anywhere.
 */
export function findSentence(root: Element, sentence: string, after = 0): { range: Range; end: number } | null {
  const wanted = sentence.replace(/\s+/g, ' ').trim();
  if (!wanted) return null;
  const { text, positions } = flattenedText(root);
  let start = text.indexOf(wanted, after);
  if (start === -1) start = text.indexOf(wanted);
  if (start === -1) return null;
  const first = positions[start]!;
  const last = positions[start + wanted.length - 1]!;
  const range = root.ownerDocument.createRange();
  range.setStart(first.node, first.offset);
  range.setEnd(last.node, last.offset + 1);
  return { range, end: start + wanted.length };
}

function highlights(): HighlightRegistry | null {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function' ? CSS.highlights : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Marks `range` as the sentence being read (or clears the mark) and scrolls it into view. */
export function markSentence(range: Range | null): void {
  const registry = highlights();
  if (!range) {
    registry?.delete(READ_ALOUD_HIGHLIGHT);
    return;
  }
  registry?.set(READ_ALOUD_HIGHLIGHT, new Highlight(range));
  const element = range.startContainer.parentElement;
  // The sentence's own box where the browser measures ranges, else its paragraph's.
  const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : element?.getBoundingClientRect();
  if (!element || !rect) return;
  // Out of the part of the screen the reading shows through (above the phone's action bar).
  const area = readingArea();
  const bottom = area ? area.getBoundingClientRect().top + area.clientHeight : window.innerHeight;
  if (rect.top < 0 || rect.bottom > bottom) {
    element.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
}
