// Spec 2 "Search overlay": full screen, closes on backdrop or the close button, and shows
// the prompt, loading, results and empty states. Arrow keys move through the results and
// Enter opens one; each result shows a snippet with the matched words marked.
//
// It is a native modal <dialog> (decision 038), mounted closed once the page is idle: a press
// on Search then only shows it. Mounting a script dialog in the press's own task (its focus
// scope, dismissable layer and scroll lock) was most of that press's 140-180 ms at a phone's
// CPU speed.
import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.ts';
import { failureMessage, isOfflineFailure } from '../../../lib/offline-days.ts';
import { formatCompactDate, type IsoDate } from '../../../shared/dates.ts';
import { useDevotionSearch } from '../hooks/use-devotion-search.ts';
import { snippetParts } from '../snippet.ts';
import * as styles from './search-overlay.css.ts';

interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelectDate: (date: IsoDate) => void;
}

function SearchResults({ query, onSelectDate }: { query: string; onSelectDate: (date: IsoDate) => void }) {
  const { search, enabled, query: searched } = useDevotionSearch(query);
  if (!enabled) {
    return (
      <div className={styles.state}>
        <strong>Search Devotions</strong>
        <span>Start typing to search through our collection of devotions...</span>
      </div>
    );
  }
  if (search.isPending) return <div className={styles.state}>Searching...</div>;
  if (search.isError) {
    // Spec 8 has no search error; a reader is told what happened in words, never "Failed to fetch".
    return isOfflineFailure(search.error) ? (
      <div className={styles.state} role="status">
        <strong>You are offline</strong>
        <span>Search needs a connection. The days you have read are still here: use the arrows or the calendar.</span>
      </div>
    ) : (
      <div className={styles.state} role="status">
        <strong>Search is not available</strong>
        <span>{failureMessage(search.error, 'The search could not be reached. Please try again.')}</span>
      </div>
    );
  }
  if (search.data.length === 0) {
    return (
      <div className={styles.state}>
        <strong>No Results Found</strong>
        <span>No devotions found matching “{searched}”</span>
      </div>
    );
  }
  return (
    <ul className={styles.results} aria-label="Search results" onKeyDown={moveThroughResults}>
      {search.data.map((result) => (
        <li key={result.id}>
          <button type="button" className={styles.result} data-search-result onClick={() => onSelectDate(result.date)}>
            <span className={styles.resultTitle}>{result.title}</span>
            <span className={styles.resultMeta}>
              <span>{formatCompactDate(result.date)}</span>
              <span>{result.verseReference}</span>
              {result.author ? <span>by {result.author}</span> : null}
            </span>
            <span className={styles.snippet}>
              {snippetParts(result.snippet).map((part, index) =>
                part.matched ? (
                  <mark key={index} className={styles.match}>
                    {part.text}
                  </mark>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
              …
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** ↑ and ↓ move between results (and from the last back to the search box); Enter opens one, as a button does. */
function moveThroughResults(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const box = event.currentTarget.closest('dialog');
  const results = [...(box?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [])];
  if (results.length === 0) return;
  event.preventDefault();
  const index = results.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  if (next < 0) box?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  else results[Math.min(next, results.length - 1)]!.focus();
}

export function SearchOverlay({ open, onOpenChange, onSelectDate }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  const titleId = useId();
  const chose = useRef(false);
  const dialog = useModalDialog({
    open,
    onOpenChange,
    focusOnClose: () => {
      // Closing returns focus to where it was; choosing a result hands it to that day's title.
      if (!chose.current) return null;
      chose.current = false;
      return document.getElementById('devotion-title');
    },
  });
  return (
    <dialog {...dialog} className={styles.panel} aria-labelledby={titleId}>
      <div
        className={styles.box}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && (event.target as HTMLElement).tagName === 'INPUT') moveThroughResults(event);
        }}
      >
        <div className={styles.headerRow}>
          <h2 id={titleId} className={styles.visuallyHidden}>
            Search devotions
          </h2>
          {/* The first control in the dialog: the browser focuses it as the dialog opens. */}
          <input
            className={styles.input}
            type="search"
            placeholder="Search devotions..."
            aria-label="Search devotions"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button tone="secondary" shape="icon" aria-label="Close search" onClick={() => onOpenChange(false)}>
            <X size={18} aria-hidden />
          </Button>
        </div>
        <SearchResults
          query={query}
          onSelectDate={(date) => {
            chose.current = true;
            onOpenChange(false);
            onSelectDate(date);
          }}
        />
      </div>
    </dialog>
  );
}
