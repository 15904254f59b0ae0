// One list of the library: its heading with a count, then its items, or the spec's style of
// empty state (a title and a sentence, as "No highlights yet" / "Select text in the devotion to
// create your first highlight."), or, while searching, what did not match. A long list shows
// its first items and offers the rest.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import * as styles from './library-page.css.ts';

const FIRST_SHOWN = 50;

interface LibrarySectionProps<T> {
  id: string;
  title: string;
  /** Everything kept in this list, before the search. */
  total: number;
  /** What the search lets through. */
  items: T[];
  query: string;
  empty: { title: string; text: ReactNode };
  /** Shown instead of the list (a visitor's study notes, say). */
  replacement?: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

export function LibrarySection<T>({ id, title, total, items, query, empty, replacement, renderItem, itemKey }: LibrarySectionProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);
  const counted = query.trim() && items.length !== total ? `${items.length} of ${total}` : String(total);
  return (
    <section className={styles.section} aria-labelledby={`library-${id}`}>
      <h2 id={`library-${id}`} className={styles.sectionTitle}>
        {title} {replacement ? null : <span className={styles.count}>({counted})</span>}
      </h2>
      {replacement ??
        (total === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{empty.title}</p>
            <p>{empty.text}</p>
          </div>
        ) : items.length === 0 ? (
          <p className={styles.noMatch}>Nothing here matches “{query.trim()}”.</p>
        ) : (
          <>
            <ul className={styles.list} aria-labelledby={`library-${id}`}>
              {shown.map((item) => (
                <li key={itemKey(item)} className={styles.item}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
            {shown.length < items.length ? (
              <Button tone="secondary" onClick={() => setShowAll(true)}>
                Show all {items.length}
              </Button>
            ) : null}
          </>
        ))}
    </section>
  );
}
