// How each kind of kept thing shows in the library: a link that opens its day (a highlight's at
// the highlighted words), what it holds, and for bookmarks and highlights a remove button.
import { format } from 'date-fns/format';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { HighlightChip } from '../../../components/ui/highlight-chip.tsx';
import { formatCompactDate, formatFullDate } from '../../../shared/dates.ts';
import type { PlanItem } from '../../../shared/schemas/user-data.ts';
import type { LibraryBookmark, LibraryHighlight, LibraryJournalDay, LibraryNotes, LibraryPlanDay, NamedDay } from '../hooks/use-library.ts';
import * as styles from './library-page.css.ts';

/** The page of a day; a highlight's link also names the highlight (the devotion scrolls to it). */
export function dayPath(date: string, highlightId?: string): string {
  return `/${date}${highlightId ? `#highlight-${encodeURIComponent(highlightId)}` : ''}`;
}

/** The devotion's title, or its day while the titles are not known (offline, never fetched). */
function titleOf(day: NamedDay): string {
  if (day.title) return day.title;
  return day.date ? `The devotion of ${formatFullDate(day.date)}` : 'A devotion';
}

function DayLine({ day }: { day: NamedDay }) {
  return (
    <p className={styles.meta}>
      {day.date ? <span>{formatCompactDate(day.date)}</span> : null}
      {day.verseReference ? <span className={styles.reference}>{day.verseReference}</span> : null}
    </p>
  );
}

function TitleLink({ day, highlightId }: { day: NamedDay; highlightId?: string }) {
  return day.date ? (
    <Link to={dayPath(day.date, highlightId)} className={styles.titleLink}>
      {titleOf(day)}
    </Link>
  ) : (
    <span className={styles.itemTitle}>{titleOf(day)}</span>
  );
}

export function BookmarkItem({ bookmark, onRemove }: { bookmark: LibraryBookmark; onRemove: () => void }) {
  return (
    <div className={styles.row}>
      <div className={styles.body}>
        <TitleLink day={bookmark} />
        <DayLine day={bookmark} />
      </div>
      <Button tone="secondary" shape="icon" onClick={onRemove} aria-label={`Remove bookmark: ${titleOf(bookmark)}`} title="Remove bookmark">
        <Trash2 size={16} aria-hidden />
      </Button>
    </div>
  );
}

export function HighlightItem({ highlight, onRemove }: { highlight: LibraryHighlight; onRemove: () => void }) {
  return (
    <div className={styles.highlightRow}>
      <HighlightChip color={highlight.color} className={styles.chip} />
      <div className={styles.body}>
        {highlight.date ? (
          <Link to={dayPath(highlight.date, highlight.id)} className={styles.quoteLink}>
            {highlight.text}
          </Link>
        ) : (
          <p className={styles.quote}>{highlight.text}</p>
        )}
        <p className={styles.meta}>
          {highlight.date ? <span>{formatCompactDate(highlight.date)}</span> : null}
          <span>{titleOf(highlight)}</span>
        </p>
      </div>
      <Button
        tone="secondary"
        shape="icon"
        onClick={onRemove}
        aria-label={`Remove highlight: ${highlight.text.slice(0, 100)}`}
        title="Remove highlight"
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </div>
  );
}

export function JournalItem({ day }: { day: LibraryJournalDay }) {
  return (
    <div className={styles.body}>
      <Link to={dayPath(day.date)} className={styles.titleLink}>
        {formatFullDate(day.date)}
      </Link>
      {day.title ? <p className={styles.meta}>{day.title}</p> : null}
      <ol className={styles.answers}>
        {day.answers.map((answer, index) =>
          answer.trim() ? (
            <li key={index} value={index + 1}>
              {answer}
            </li>
          ) : null,
        )}
      </ol>
    </div>
  );
}

/** Spec 9: note dates in en-US with year, short month, day, hour and minute. */
function noteDate(createdAt: string): string {
  return format(new Date(createdAt), 'MMM d, yyyy, h:mm a');
}

export function NotesItem({ group }: { group: LibraryNotes }) {
  return (
    <div className={styles.body}>
      <TitleLink day={group} />
      <DayLine day={group} />
      <ul className={styles.notes}>
        {group.notes.map((note) => (
          <li key={note.id}>
            <p className={styles.noteText}>{note.content}</p>
            <p className={styles.meta}>{noteDate(note.createdAt)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const PLAN_ITEM_NAMES: Record<PlanItem, string> = {
  devotional: 'Devotional',
  'deeper-study': 'Deeper Study',
  'word-study': 'Word Study',
  'historical-context': 'Historical Context',
};

export function planItemNames(items: PlanItem[]): string {
  return items.map((item) => PLAN_ITEM_NAMES[item]).join(' · ');
}

export function PlanDayItem({ day }: { day: LibraryPlanDay }) {
  return (
    <div className={styles.body}>
      <Link to={dayPath(day.date)} className={styles.titleLink}>
        {formatFullDate(day.date)}
      </Link>
      <p className={styles.meta}>
        <span>{planItemNames(day.items)}</span>
        {day.title ? <span>{day.title}</span> : null}
      </p>
    </div>
  );
}
