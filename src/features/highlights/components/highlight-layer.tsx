// Highlights in the devotion text (DECISIONS: select text, pick one of five colours; anchored
// by quote so they survive re-rendering; double-click removes one). The devotion feature owns
// the text: this layer attaches to its rendered DOM and redraws whenever React changes it.
// Selection is followed through `selectionchange`, so mouse, touch and Shift+arrows all work;
// with a selection, Tab reaches the colour buttons.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useToast } from '../../../components/ui/toast.tsx';
import { HIGHLIGHT_COLOURS, USER_DATA_LIMITS, type Highlight, type HighlightColour } from '../../../shared/schemas/user-data.ts';
import * as reading from '../../../styles/reading.css.ts';
import { clearMarks, drawHighlights, MARK_SELECTOR, quoteFromRange, type TextQuote } from '../anchoring.ts';
import { useHighlights } from '../hooks/use-highlights.ts';
import * as colours from './highlight-colours.css.ts';
import * as styles from './highlight-layer.css.ts';

export interface HighlightLayerProps {
  devotionId: number;
  /** CSS selector of the devotion's article; its body text (the prose) is what gets highlighted. */
  container: string;
}

interface PendingSelection {
  quote: TextQuote;
  top: number;
  left: number;
}

const PROSE_SELECTOR = `.${reading.prose}`;
/** Room for the five buttons either side of the popover's centre. */
const TOOLBAR_HALF_WIDTH = 140;
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

export default function HighlightLayer({ devotionId, container }: HighlightLayerProps) {
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
    const root = document.querySelector(container)?.querySelector(PROSE_SELECTOR) ?? null;
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
    let drawnRoot: Element | null = null;
    const observer = new MutationObserver((records) => {
      const root = article.querySelector(PROSE_SELECTOR);
      if (root !== drawnRoot || records.some((record) => root?.contains(record.target))) draw();
    });
    function draw() {
      observer.disconnect();
      drawnRoot = article!.querySelector(PROSE_SELECTOR);
      if (drawnRoot) drawHighlights(drawnRoot, highlights, decorate);
      observer.observe(article!, { childList: true, subtree: true, characterData: true });
    }
    draw();
    return () => {
      observer.disconnect();
      if (drawnRoot) clearMarks(drawnRoot);
    };
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
      const centre = Math.min(Math.max(box.left + box.width / 2, TOOLBAR_HALF_WIDTH), window.innerWidth - TOOLBAR_HALF_WIDTH);
      setPending({ quote, top: box.bottom + window.scrollY + 8, left: centre + window.scrollX });
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
      await add({ devotionId, ...quote, color });
      setAnnouncement(`Highlighted in ${color}.`);
    } catch {
      toast({ title: 'Error', description: 'Failed to save highlight. Please try again.', tone: 'destructive' });
    }
  };

  return createPortal(
    <>
      {pending ? (
        <div
          ref={toolbarRef}
          role="group"
          aria-label="Highlight the selected text"
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
            if (!toolbarRef.current?.contains(event.relatedTarget as Node | null) && document.getSelection()?.isCollapsed !== false) close(false);
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
        </div>
      ) : null}
      <span role="status" className={colours.visuallyHidden}>
        {announcement}
      </span>
    </>,
    document.body,
  );
}
