// Highlights in the devotion text (DECISIONS: select text, pick one of five colours; anchored
// by quote so they survive re-rendering; double-click removes one). The devotion feature owns
// the text: this layer attaches to its rendered DOM and redraws whenever React changes it.
// Selection is followed through `selectionchange`, so mouse, touch and Shift+arrows all work;
// with a selection, Tab reaches the colour buttons.
import { Copy, Share2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useToast } from '../../../components/ui/toast.tsx';
import { readingArea } from '../../../lib/reading-scroller.ts';
import { HIGHLIGHT_COLOURS, USER_DATA_LIMITS, type Highlight, type HighlightColour } from '../../../shared/schemas/user-data.ts';
import { clearMarks, drawHighlights, HIGHLIGHTABLE_SELECTOR, MARK_SELECTOR, quoteFromRange, type TextQuote } from '../anchoring.ts';
import { copyText, quotation, shareQuote } from '../quote-sharing.ts';
import { useHighlights } from '../hooks/use-highlights.ts';
import * as colours from '../../../styles/highlight-colours.css.ts';
import * as styles from './highlight-layer.css.ts';

export interface HighlightLayerProps {
  devotionId: number;
  /** The day being read: a new highlight keeps it, so the library opens that day. */
  date?: string;
  /** CSS selector of the devotion's article: its reading text (anchoring.ts says which) is what gets highlighted. */
  container: string;
  /** The devotion's title, for what Copy and Share carry with the words. */
  title?: string;
}

/**
 * Where to put what moves with the text: the element that scrolls it (the reading area below the
 * desktop width, decision 036, else the document), and the viewport point `x`, `y` in it.
 */
function placeInReading(x: number, y: number): { host: HTMLElement; top: number; left: number } {
  const area = readingArea();
  if (!area) return { host: document.body, top: y + window.scrollY, left: x + window.scrollX };
  const box = area.getBoundingClientRect();
  return { host: area, top: y - box.top + area.scrollTop, left: x - box.left + area.scrollLeft };
}

interface PendingSelection {
  quote: TextQuote;
  /** The element the colours are placed in (the one that scrolls the text), and where in it. */
  host: HTMLElement;
  top: number;
  left: number;
}

/** Room for the seven buttons either side of the popover's centre (it wraps on the narrowest phones). */
const TOOLBAR_HALF_WIDTH = 190;
/** The edge of the screen the popover keeps clear of. */
const SCREEN_MARGIN = 8;
/** Selections settle (a drag, touch handles) before the popover follows. */
const SELECTION_SETTLE_MS = 80;

function decorate(mark: HTMLElement, highlight: Highlight) {
  mark.className = colours.mark[highlight.color];
  mark.title = 'Double-click to remove this highlight';
}

function selectionBox(range: Range, root: Element): DOMRect {
  // jsdom and very old browsers have no Range geometry: fall back to the text's box.
  const box = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return box && (box.width > 0 || box.height > 0) ? box : root.getBoundingClientRect();
}

/** A link to a highlight (the library's): `#highlight-{id}`. */
export const HIGHLIGHT_HASH_PREFIX = '#highlight-';

export default function HighlightLayer({ devotionId, date, container, title }: HighlightLayerProps) {
  const { highlights, add, remove } = useHighlights(devotionId);
  const toast = useToast();
  const [pending, setPending] = useState<PendingSelection | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Brings the offer up to date with the selection now, if it is still settling. */
  const settleNow = useRef<() => void>(() => undefined);

  const toolbarHasFocus = () => Boolean(toolbarRef.current?.contains(document.activeElement));
  /** The reader's selection in the body text as it is now, if it can be a highlight. */
  const selectedQuote = useCallback(() => {
    const root = document.querySelector(container);
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 && !selection.isCollapsed ? selection.getRangeAt(0) : null;
    const quote = root && range && range.intersectsNode(root) ? quoteFromRange(root, range) : null;
    if (!root || !range || !quote || quote.text.length > USER_DATA_LIMITS.highlightText) return null;
    return { root, range, quote };
  }, [container]);

  // Draw the marks, and draw them again whenever React re-renders the text under them.
  useEffect(() => {
    const article = document.querySelector(container);
    if (!article) return;
    // Only changes to text that can hold a highlight call for drawing again (not a journal's status, say).
    const touchesText = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return Boolean(element && (element.closest(`p, ${HIGHLIGHTABLE_SELECTOR}`) || element.querySelector(`p, ${HIGHLIGHTABLE_SELECTOR}`)));
    };
    const observer = new MutationObserver((records) => {
      if (records.some((record) => touchesText(record.target) || [...record.addedNodes, ...record.removedNodes].some(touchesText))) draw();
    });
    function draw() {
      observer.disconnect();
      drawHighlights(article!, highlights, decorate);
      observer.observe(article!, { childList: true, subtree: true, characterData: true });
    }
    draw();
    return () => {
      observer.disconnect();
      clearMarks(article);
    };
  }, [container, highlights]);

  // A link to one of the highlights (`#highlight-{id}`, from the library) scrolls it into view
  // once it is drawn, and marks it as the target for the eye and for assistive technology.
  const shownTarget = useRef<string | null>(null);
  useEffect(() => {
    const hash = window.location.hash;
    if (!hash.startsWith(HIGHLIGHT_HASH_PREFIX)) return;
    const id = decodeURIComponent(hash.slice(HIGHLIGHT_HASH_PREFIX.length));
    if (shownTarget.current === id) return;
    const mark = [...document.querySelectorAll<HTMLElement>(`${container} ${MARK_SELECTOR}`)].find(
      (each) => each.dataset.highlightId === id,
    );
    if (!mark) return;
    shownTarget.current = id;
    mark.dataset.target = '';
    mark.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [container, highlights]);

  // Follow the selection: a non-empty one in the body text offers the colours.
  useEffect(() => {
    let timer = 0;
    const update = () => {
      timer = 0;
      const selected = selectedQuote();
      if (!selected) {
        // Moving focus into the popover may drop the selection: its quote is kept.
        if (!toolbarHasFocus()) setPending(null);
        return;
      }
      const { root, range, quote } = selected;
      const box = selectionBox(range, root);
      const half = Math.min(TOOLBAR_HALF_WIDTH, window.innerWidth / 2 - SCREEN_MARGIN);
      const centre = Math.min(Math.max(box.left + box.width / 2, half + SCREEN_MARGIN), window.innerWidth - half - SCREEN_MARGIN);
      // In the element that scrolls the text, so that the colours move with the selection.
      const place = placeInReading(centre, box.bottom + 8);
      setPending({ quote, top: place.top, left: place.left, host: place.host });
    };
    const onSelectionChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, SELECTION_SETTLE_MS);
    };
    // A keyboard reader may press Tab within the settling time of their last Shift+arrow: the
    // colours must then apply to the whole selection, not to the one before that key.
    settleNow.current = () => {
      if (!timer) return;
      window.clearTimeout(timer);
      flushSync(update);
    };
    document.addEventListener('selectionchange', onSelectionChange);
    // A selection made before this layer loaded counts too.
    onSelectionChange();
    return () => {
      window.clearTimeout(timer);
      settleNow.current = () => undefined;
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [selectedQuote]);

  // Shift+arrows extend a selection in the devotion text: the page's ← → day shortcuts must
  // not take them (they would leave the day being read).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || !event.key.startsWith('Arrow')) return;
      const target = event.target as HTMLElement | null;
      if (target?.isContentEditable || (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const focusNode = document.getSelection()?.focusNode;
      if (focusNode && document.querySelector(container)?.contains(focusNode)) event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [container]);

  // With a selection on offer, Tab goes to the colours (after Shift+arrows, say). Listening
  // from mount, not from the first offer: a Tab that comes as the offer is drawn still counts.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || toolbarHasFocus()) return;
      settleNow.current();
      const first = toolbarRef.current?.querySelector('button');
      if (!first) return;
      event.preventDefault();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      first.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Double-click removes a highlight (spec 8 "Highlights" toasts).
  useEffect(() => {
    const article = document.querySelector(container);
    if (!article) return;
    const onDoubleClick = async (event: Event) => {
      const mark = event.target instanceof Element ? event.target.closest(MARK_SELECTOR) : null;
      const id = mark instanceof HTMLElement ? mark.dataset.highlightId : undefined;
      if (!id) return;
      // The double-click also selected a word: that is not a new highlight.
      document.getSelection()?.removeAllRanges();
      setPending(null);
      try {
        await remove(id);
        toast({ title: 'Highlight removed', description: 'The highlight has been removed successfully.' });
      } catch {
        toast({ title: 'Error', description: 'Failed to remove highlight. Please try again.', tone: 'destructive' });
      }
    };
    article.addEventListener('dblclick', onDoubleClick);
    return () => article.removeEventListener('dblclick', onDoubleClick);
  }, [container, remove, toast]);

  const close = (restoreFocus: boolean) => {
    setPending(null);
    if (restoreFocus && toolbarHasFocus()) returnFocus.current?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  const choose = async (color: HighlightColour) => {
    if (!pending) return;
    // The selection as it is at the press (it may have grown since the offer was drawn); the
    // offer's quote once focus in the popover has dropped it.
    const quote = selectedQuote()?.quote ?? pending.quote;
    document.getSelection()?.removeAllRanges();
    close(true);
    try {
      await add({ devotionId, ...quote, color, ...(date ? { date } : {}) });
      setAnnouncement(`Highlighted in ${color}.`);
    } catch {
      toast({ title: 'Error', description: 'Failed to save highlight. Please try again.', tone: 'destructive' });
    }
  };

  /** Copy and Share: the words with where they come from (the devotion, its date, its address). */
  const passOn = async (how: 'copy' | 'share') => {
    if (!pending) return;
    const quote = selectedQuote()?.quote ?? pending.quote;
    const source = { text: quote.text, title: title ?? document.title, date, origin: window.location.origin };
    close(true);
    if (how === 'copy') {
      const copied = await copyText(quotation(source));
      toast(
        copied
          ? { title: 'Copied', description: 'The words and where they come from are on your clipboard.' }
          : { title: 'Copy failed', description: 'Unable to copy the words to the clipboard', tone: 'destructive' },
      );
      return;
    }
    const shared = await shareQuote(source);
    if (shared === 'link-copied') toast({ title: 'Link copied!', description: 'Direct link copied to clipboard' });
    else if (shared === 'failed') toast({ title: 'Copy failed', description: 'Unable to copy link to clipboard', tone: 'destructive' });
  };

  return (
    <>
      {pending
        ? createPortal(
            <div
              ref={toolbarRef}
              role="group"
              aria-label="Highlight, copy or share the selected text"
              className={styles.toolbar}
              style={{ top: pending.top, left: pending.left }}
              // Pressing a colour must not drop the selection it applies to.
              onMouseDown={(event) => event.preventDefault()}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                close(true);
              }}
              onBlur={(event) => {
                if (!toolbarRef.current?.contains(event.relatedTarget as Node | null) && document.getSelection()?.isCollapsed !== false)
                  close(false);
              }}
            >
              {HIGHLIGHT_COLOURS.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={`Highlight ${color}`}
                  title={`Highlight ${color}`}
                  className={`${styles.colourButton} ${colours.swatch[color]}`}
                  onClick={() => void choose(color)}
                />
              ))}
              <button
                type="button"
                className={styles.textButton}
                title="Copy the words with their reference"
                onClick={() => void passOn('copy')}
              >
                <Copy size={16} aria-hidden /> Copy
              </button>
              <button type="button" className={styles.textButton} title="Share the words" onClick={() => void passOn('share')}>
                <Share2 size={16} aria-hidden /> Share
              </button>
            </div>,
            pending.host,
          )
        : null}
      {createPortal(
        <span role="status" className={colours.visuallyHidden}>
          {announcement}
        </span>,
        document.body,
      )}
    </>
  );
}
