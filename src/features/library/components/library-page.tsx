// The library at /library (DECISIONS "Beyond the page"): what the reader kept, in one place:
// bookmarks (newest first, each opening its day), every highlight (opening its day at the
// highlighted words), journal answers by date, members' study notes by devotion, and the
// reading plan's progress with the reading streak, and the memory verses with their next review
// day. One search box filters them all. A visitor's lists come from this device, a member's from
// their account (and this device's copy of it, offline).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useHydrated } from '../../../lib/hydration.tsx';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import { Link } from 'react-router';
import { deviceTimeZone, nextReviewDate } from '../../../shared/memory-days.ts';
import { formatCompactDate, formatFullDate } from '../../../shared/dates.ts';
import { useLibrary, type Library } from '../hooks/use-library.ts';
import { searchMatcher } from '../library-search.ts';
import { BookmarkItem, HighlightItem, JournalItem, NotesItem, PlanDayItem, planItemNames } from './library-items.tsx';
import { LibrarySection } from './library-section.tsx';
import * as styles from './library-page.css.ts';

export interface LibraryPageProps {
  /** A visitor asked for study notes: the route opens sign-in. */
  onSignIn: () => void;
  /** Draws the reading streak from the plan's keys (the route supplies it: features do not import each other). */
  renderStreak?: (planKeys: ReadonlySet<string>) => ReactNode;
}

function dayTexts(date: string | null): string[] {
  return date ? [date, formatFullDate(date), formatCompactDate(date)] : [];
}

function LibraryLists({ library, query, onSignIn }: { library: Library; query: string; onSignIn: () => void }) {
  const toast = useToast();
  const matches = searchMatcher(query);

  const removeBookmark = async (devotionId: number) => {
    try {
      await library.removeBookmark(devotionId);
      toast({ title: 'Bookmark removed', description: 'This devotion has been removed from your bookmarks.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update bookmark. Please try again.', tone: 'destructive' });
    }
  };
  const removeHighlight = async (id: string) => {
    try {
      await library.removeHighlight(id);
      toast({ title: 'Highlight removed', description: 'The highlight has been removed successfully.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove highlight. Please try again.', tone: 'destructive' });
    }
  };

  const found = {
    bookmarks: library.bookmarks.filter((bookmark) => matches([bookmark.title, bookmark.verseReference, ...dayTexts(bookmark.date)])),
    highlights: library.highlights.filter((highlight) =>
      matches([highlight.text, highlight.title, highlight.color, ...dayTexts(highlight.date)]),
    ),
    journal: library.journal.filter((day) => matches([...day.answers, day.title, ...dayTexts(day.date)])),
    notes: library.notes.filter((group) => matches([group.title, group.verseReference, ...group.notes.map((note) => note.content)])),
    plan: library.plan.filter((day) => matches([day.title, planItemNames(day.items), ...dayTexts(day.date)])),
    memory: library.memoryCards.filter((card) => matches([card.reference])),
  };
  const foundCount = Object.values(found).reduce((count, items) => count + items.length, 0);

  const visitorNotes: ReactNode = library.member ? undefined : (
    <div className={styles.empty}>
      <p>Sign in to access personal study notes and track your spiritual journey.</p>
      <Button tone="secondary" onClick={onSignIn}>
        Sign in
      </Button>
    </div>
  );

  return (
    <>
      <p role="status" className={styles.searchSummary}>
        {query.trim() ? `${foundCount === 1 ? '1 thing matches' : `${foundCount} things match`} “${query.trim()}”.` : ''}
      </p>
      <LibrarySection
        id="bookmarks"
        title="Bookmarks"
        total={library.bookmarks.length}
        items={found.bookmarks}
        query={query}
        empty={{ title: 'No bookmarks yet', text: 'Bookmark a devotion with its bookmark button to find it here.' }}
        itemKey={(bookmark) => String(bookmark.devotionId)}
        renderItem={(bookmark) => <BookmarkItem bookmark={bookmark} onRemove={() => void removeBookmark(bookmark.devotionId)} />}
      />
      <LibrarySection
        id="highlights"
        title="Highlights"
        total={library.highlights.length}
        items={found.highlights}
        query={query}
        empty={{ title: 'No highlights yet', text: 'Select text in the devotion to create your first highlight.' }}
        itemKey={(highlight) => highlight.id}
        renderItem={(highlight) => <HighlightItem highlight={highlight} onRemove={() => void removeHighlight(highlight.id)} />}
      />
      <LibrarySection
        id="journal"
        title="Journal"
        total={library.journal.length}
        items={found.journal}
        query={query}
        empty={{
          title: 'No journal answers yet',
          text: 'Answer the Journal & Reflection prompts of a devotion to keep your answers here, by date.',
        }}
        itemKey={(day) => day.date}
        renderItem={(day) => <JournalItem day={day} />}
      />
      <LibrarySection
        id="notes"
        title="Study Notes"
        total={library.notes.length}
        items={found.notes}
        query={query}
        empty={{ title: 'No study notes yet.', text: 'Add your first note to capture insights and reflections.' }}
        replacement={visitorNotes}
        itemKey={(group) => String(group.devotionId)}
        renderItem={(group) => <NotesItem group={group} />}
      />
      <LibrarySection
        id="plan"
        title="Reading Plan"
        total={library.plan.length}
        items={found.plan}
        query={query}
        empty={{ title: 'No reading-plan progress yet', text: 'Mark what you have read in the Bible Plan view, and your days show here.' }}
        itemKey={(day) => day.date}
        renderItem={(day) => <PlanDayItem day={day} />}
      />
      <LibrarySection
        id="memory"
        title="Memory Verses"
        total={library.memoryCards.length}
        items={found.memory}
        query={query}
        empty={{ title: 'No memory verses yet', text: 'Choose “Learn this verse” under a memory verse to review it at /memory.' }}
        itemKey={(card) => card.reference}
        renderItem={(card) => (
          <p>
            <Link to="/memory">{card.reference}</Link> · next review {formatCompactDate(nextReviewDate(card, deviceTimeZone()))}
          </p>
        )}
      />
    </>
  );
}

export function LibraryPage({ onSignIn, renderStreak }: LibraryPageProps) {
  const library = useLibrary();
  // The reader's lists are in this browser (or their account): the server draws the page without them.
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const searchId = useId();

  useEffect(() => {
    document.title = `Your Library · ${PRODUCT_NAME}`;
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your Library</h1>
      <p className={styles.intro}>
        {library.member
          ? `What you have kept, from your account (${library.member}): bookmarks, highlights, journal answers, study notes, your reading plan and memory verses.`
          : 'What you have kept on this device: bookmarks, highlights, journal answers, your reading plan and memory verses.'}
      </p>
      <search className={styles.search}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search your library
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search your library..."
          autoComplete="off"
        />
      </search>
      {hydrated && library.ready ? (
        <>
          {renderStreak?.(library.planKeys)}
          <LibraryLists library={library} query={query} onSignIn={onSignIn} />
        </>
      ) : (
        <p role="status" className={styles.loading}>
          Loading your library...
        </p>
      )}
    </div>
  );
}
