// The "Search" tab: a search box (spec 5: from 3 characters, after typing pauses) and the
// prompt, too-short, searching, error, empty and results states of spec 8.
import { SEARCH_MAX_LENGTH } from '../../../shared/constants.ts';
import { useStrongsSearch } from '../hooks/use-strongs-search.ts';
import * as styles from './strongs-search-panel.css.ts';

interface StrongsSearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (strongsNumber: string) => void;
}

const SHORT_DEFINITION_LENGTH = 120;

/** The start of a definition, cut at a word. */
function shortDefinition(text: string): string {
  if (text.length <= SHORT_DEFINITION_LENGTH) return text;
  const cut = text.lastIndexOf(' ', SHORT_DEFINITION_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : SHORT_DEFINITION_LENGTH).replace(/[\s,;:.]+$/, '')}…`;
}

export function StrongsSearchPanel({ query, onQueryChange, onChoose }: StrongsSearchPanelProps) {
  return (
    <div className={styles.panel}>
      <input
        className={styles.input}
        type="search"
        aria-label="Search Strong's entries"
        placeholder="Search by English word, number or transliteration..."
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <SearchResults query={query} onChoose={onChoose} />
    </div>
  );
}

function SearchResults({ query, onChoose }: { query: string; onChoose: (strongsNumber: string) => void }) {
  const search = useStrongsSearch(query);
  switch (search.status) {
    case 'prompt':
      return (
        <p className={styles.state}>Search Greek and Hebrew entries by English word, Strong's number (G2316, H1) or transliteration.</p>
      );
    case 'too-short':
      return (
        <p className={styles.state} role="status">
          Search query too short
        </p>
      );
    case 'searching':
      return (
        <p className={styles.state} role="status">
          Searching...
        </p>
      );
    case 'error':
      return (
        <p className={styles.error} role="alert">
          Failed to search Strong's entries
        </p>
      );
    case 'empty':
      return (
        <p className={styles.state} role="status">
          No entries found for "{search.query}"
        </p>
      );
    case 'results':
      return (
        <ul className={styles.results} aria-label="Strong's search results">
          {search.results.map((result) => {
            const hebrew = result.strongsNumber.startsWith('H');
            return (
              <li key={result.id}>
                <button type="button" className={styles.result} onClick={() => onChoose(result.strongsNumber)}>
                  <span className={styles.resultHead}>
                    <span className={styles.number}>{result.strongsNumber}</span>
                    <span className={styles.originalWord} lang={hebrew ? 'he' : 'grc'} dir={hebrew ? 'rtl' : undefined}>
                      {result.originalWord}
                    </span>
                    <span className={styles.transliteration}>{result.transliteration}</span>
                  </span>
                  <span className={styles.definition}>{shortDefinition(result.strongsDefinition)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      );
  }
}
