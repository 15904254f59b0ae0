// Highlights anchored by quoted text (DECISIONS "Accounts, members and safety"): a highlight
// keeps its text and up to 32 characters either side (the W3C TextQuoteSelector idea), and is
// found again in the rendered text, so it survives reloads, re-renders and small edits.
//
// The text used is that of plain paragraphs (a <p> holding nothing but text and our own marks),
// and all the text of regions marked `data-highlightable` (the verse, the memory verse, the
// prayer, the study sections: text with markup in it) but for parts marked `data-no-highlight`.
// The devotion card is drawn afresh for each day (keyed by date), so React never rewrites a
// text node that a mark has split.

export const QUOTE_CONTEXT_LENGTH = 32;
export const MARK_SELECTOR = 'mark[data-highlight-id]';
/** A region whose whole text may be highlighted, markup and all. */
export const HIGHLIGHTABLE_SELECTOR = '[data-highlightable]';
const NEVER_HIGHLIGHTED = '[data-no-highlight], textarea, input, select, script, style';

export interface TextQuote {
  text: string;
  prefix: string;
  suffix: string;
}

export interface TextSpan {
  start: number;
  end: number;
}

function isPlainParagraph(paragraph: Element): boolean {
  for (const element of paragraph.querySelectorAll('*')) {
    if (!element.matches(MARK_SELECTOR)) return false;
  }
  return true;
}

/** The text nodes a highlight may cover, in document order. */
export function highlightableTextNodes(root: Element): Text[] {
  const checked = new Map<Element, boolean>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(NEVER_HIGHLIGHTED)) continue;
    const region = parent.closest(HIGHLIGHTABLE_SELECTOR);
    if (region && (region === root || root.contains(region))) {
      nodes.push(node as Text);
      continue;
    }
    const paragraph = parent.closest('p');
    if (!paragraph || !root.contains(paragraph)) continue;
    let plain = checked.get(paragraph);
    if (plain === undefined) {
      plain = isPlainParagraph(paragraph);
      checked.set(paragraph, plain);
    }
    if (plain) nodes.push(node as Text);
  }
  return nodes;
}

function joinedText(nodes: Text[]): string {
  return nodes.map((node) => node.data).join('');
}

/** Where a range boundary falls in the joined text of `nodes` (outside them: the nearest place). */
function offsetOfBoundary(nodes: Text[], container: Node, offset: number): number {
  const point = container.ownerDocument!.createRange();
  point.setStart(container, offset);
  let total = 0;
  for (const node of nodes) {
    if (node === container) return total + offset;
    // A text node has no children, so unless the point is inside it, it is wholly before or after.
    if (point.comparePoint(node, 0) >= 0) break;
    total += node.length;
  }
  return total;
}

/** The quote for a selection inside `root`, trimmed of outer white space; null if it covers no text. */
export function quoteFromRange(root: Element, range: Range, context = QUOTE_CONTEXT_LENGTH): TextQuote | null {
  const nodes = highlightableTextNodes(root);
  const text = joinedText(nodes);
  let start = offsetOfBoundary(nodes, range.startContainer, range.startOffset);
  let end = offsetOfBoundary(nodes, range.endContainer, range.endOffset);
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (start >= end) return null;
  return {
    text: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - context), start),
    suffix: text.slice(end, end + context),
  };
}

function commonSuffixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length++;
  return length;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Where a quote is in `text`: among the places its exact text occurs, the one whose
 * surroundings best match the stored prefix and suffix (so an edited paragraph, or the same
 * words elsewhere, still anchors). Null when the text is gone: the highlight is not drawn.
 */
export function locateQuote(text: string, quote: TextQuote): TextSpan | null {
  if (!quote.text) return null;
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (let start = text.indexOf(quote.text); start !== -1; start = text.indexOf(quote.text, start + 1)) {
    const end = start + quote.text.length;
    const score =
      commonSuffixLength(text.slice(Math.max(0, start - quote.prefix.length), start), quote.prefix) +
      commonPrefixLength(text.slice(end, end + quote.suffix.length), quote.suffix);
    if (score > bestScore) {
      best = { start, end };
      bestScore = score;
      if (score === quote.prefix.length + quote.suffix.length) break;
    }
  }
  return best;
}

/** Wraps the characters `span` of the joined text of `nodes` in marks; returns the marks. */
function wrapSpan(nodes: Text[], span: TextSpan, createMark: () => HTMLElement): HTMLElement[] {
  const marks: HTMLElement[] = [];
  let position = 0;
  for (const node of nodes) {
    const nodeStart = position;
    const nodeEnd = position + node.length;
    position = nodeEnd;
    if (nodeEnd <= span.start || nodeStart >= span.end) continue;
    let target = node;
    const from = Math.max(span.start, nodeStart) - nodeStart;
    const to = Math.min(span.end, nodeEnd) - nodeStart;
    if (to < target.length) target.splitText(to);
    if (from > 0) target = target.splitText(from);
    // White space between paragraphs is not worth a mark.
    if (!target.data.trim()) continue;
    const mark = createMark();
    target.parentNode!.insertBefore(mark, target);
    mark.appendChild(target);
    marks.push(mark);
  }
  return marks;
}

/** Removes every highlight mark under `root`, leaving each paragraph's text as it was. */
export function clearMarks(root: Element): void {
  const parents = new Set<Node>();
  for (let mark = root.querySelector(MARK_SELECTOR); mark; mark = root.querySelector(MARK_SELECTOR)) {
    const parent = mark.parentNode!;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}

/**
 * Draws `highlights` (earlier first, so later ones nest inside) as `<mark data-highlight-id>`
 * under `root`, after removing any drawn before. Returns the ids that found their text.
 */
export function drawHighlights<H extends TextQuote & { id: string }>(
  root: Element,
  highlights: readonly H[],
  decorate: (mark: HTMLElement, highlight: H) => void = () => undefined,
): string[] {
  clearMarks(root);
  const drawn: string[] = [];
  for (const highlight of highlights) {
    // Recomputed each time: wrapping splits text nodes.
    const nodes = highlightableTextNodes(root);
    const span = locateQuote(joinedText(nodes), highlight);
    if (!span) continue;
    const marks = wrapSpan(nodes, span, () => {
      const mark = root.ownerDocument.createElement('mark');
      mark.dataset.highlightId = highlight.id;
      decorate(mark, highlight);
      return mark;
    });
    if (marks.length > 0) drawn.push(highlight.id);
  }
  return drawn;
}
