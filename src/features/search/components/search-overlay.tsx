// Spec 2 "Search overlay": full screen, closes on backdrop or the close button, and shows
// the prompt, loading, results and empty states.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatCompactDate, type IsoDate } from '../../../shared/dates.ts';
import { useDevotionSearch } from '../hooks/use-devotion-search.ts';
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
  if (search.isError) return <div className={styles.state}>{search.error.message}</div>;
  if (search.data.length === 0) {
    return (
      <div className={styles.state}>
        <strong>No Results Found</strong>
        <span>No devotions found matching “{searched}”</span>
      </div>
    );
  }
  return (
    <ul className={styles.results} aria-label="Search results">
      {search.data.map((result) => (
        <li key={result.id}>
          <button type="button" className={styles.result} onClick={() => onSelectDate(result.date)}>
            <span className={styles.resultTitle}>{result.title}</span>
            <span className={styles.resultMeta}>
              <span>{formatCompactDate(result.date)}</span>
              <span>{result.verseReference}</span>
              {result.author ? <span>by {result.author}</span> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SearchOverlay({ open, onOpenChange, onSelectDate }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <div className={styles.panel}>
          <Dialog.Content className={styles.box} aria-describedby={undefined}>
            <div className={styles.headerRow}>
              <Dialog.Title style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Search devotions
              </Dialog.Title>
              <input
                className={styles.input}
                type="search"
                placeholder="Search devotions..."
                aria-label="Search devotions"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoFocus
              />
              <Dialog.Close asChild>
                <Button tone="secondary" shape="icon" aria-label="Close search">
                  <X size={18} aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <SearchResults
              query={query}
              onSelectDate={(date) => {
                onOpenChange(false);
                onSelectDate(date);
              }}
            />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
