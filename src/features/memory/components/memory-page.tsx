// /memory (issue 30): the verses due today, reviewed one at a time, and every card with its next
// review date, each removable.
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingOverlay } from '../../../components/ui/state-view.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatCompactDate } from '../../../shared/dates.ts';
import { nextReviewDate } from '../../../shared/memory-days.ts';
import * as reading from '../../../styles/reading.css.ts';
import { useMemoryCards } from '../hooks/use-memory-cards.ts';
import * as styles from './memory.css.ts';
import { ReviewCard } from './review-card.tsx';

export function MemoryPage() {
  const { cards, due, ready, timeZone, review, forget } = useMemoryCards();
  const toast = useToast();
  const failed = () => toast({ title: 'Error', description: 'The change could not be saved. Please try again.', tone: 'destructive' });

  if (!ready) return <LoadingOverlay label="Loading your memory verses..." />;
  const current = due[0];

  return (
    <div className={reading.sheet}>
      <h1 className={reading.sectionTitle}>Memory Verses</h1>
      <section aria-labelledby="memory-due">
        <h2 id="memory-due" className={reading.sectionTitle}>
          Due today
        </h2>
        {current ? (
          <>
            <p className={styles.muted}>{due.length === 1 ? '1 verse to review' : `${due.length} verses to review`}</p>
            <ReviewCard
              key={`${current.reference} ${current.updatedAt}`}
              card={current}
              onGrade={(grade) => void review(current, grade).catch(failed)}
            />
          </>
        ) : cards.length === 0 ? (
          <p className={styles.muted}>
            No memory verses yet. Choose “Learn this verse” under the memory verse of a <Link to="/">devotion</Link> or a day of the{' '}
            <Link to="/james-study/1">James study</Link>.
          </p>
        ) : (
          <p className={styles.muted}>All done for today. The next verse comes back on the day shown below.</p>
        )}
      </section>
      {cards.length > 0 ? (
        <section aria-labelledby="memory-all">
          <h2 id="memory-all" className={reading.sectionTitle}>
            All your verses
          </h2>
          <ul className={styles.cardList}>
            {cards.map((card) => (
              <li key={card.reference} className={styles.cardRow}>
                <span>
                  <strong>{card.reference}</strong>{' '}
                  <span className={styles.muted}>Next review: {formatCompactDate(nextReviewDate(card, timeZone))}</span>
                </span>
                <Button tone="ghost" aria-label={`Remove ${card.reference}`} onClick={() => void forget(card.reference).catch(failed)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
