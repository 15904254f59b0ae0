// Spec 2 "Plan view": the days around the selected date, where the reader is in the plan,
// the day's four items with their completion checks, and "Start Reading" back to the devotion.
// Loaded on demand from the devotion route.
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isNotFound } from '../../../lib/query-client.ts';
import { cameByHistory, scrollReadingTo } from '../../../lib/reading-scroller.ts';
import { formatFullDate, todayIso, type IsoDate } from '../../../shared/dates.ts';
import { usePlanDevotion } from '../hooks/use-plan-devotion.ts';
import { usePlanProgress } from '../hooks/use-plan-progress.ts';
import { PlanDayStrip } from './plan-day-strip.tsx';
import { PlanItems } from './plan-items.tsx';
import { PlanProgressSummary } from './plan-progress-summary.tsx';
import { StreakSummary } from './streak-summary.tsx';
import * as styles from './plan-view.css.ts';

interface PlanViewProps {
  date: IsoDate;
  onSelectDate: (date: IsoDate) => void;
  /** Back to the devotion view (spec 4: "Start Reading" goes to 'devotion'). */
  onStartReading: () => void;
}

export function PlanView({ date, onSelectDate, onStartReading }: PlanViewProps) {
  const today = todayIso();
  const progress = usePlanProgress();
  const devotion = usePlanDevotion(date);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A new view starts at its top, with focus on its heading; Back and Forward return to the
  // place the reader left (lib/reading-scroller.ts).
  useEffect(() => {
    if (cameByHistory()) return;
    scrollReadingTo(0);
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const startReading = () => {
    scrollReadingTo(0);
    onStartReading();
  };

  return (
    <section className={styles.plan} aria-labelledby="plan-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>Bible Reading Plan</p>
        <h1 id="plan-title" ref={titleRef} tabIndex={-1} className={styles.title}>
          {formatFullDate(date)}
        </h1>
      </header>
      <PlanDayStrip
        date={date}
        today={today}
        onSelectDate={onSelectDate}
        isDevotionalComplete={(day) => progress.isComplete(day, 'devotional')}
      />
      <PlanProgressSummary date={date} today={today} completedKeys={progress.completedKeys} />
      <StreakSummary completedKeys={progress.completedKeys} />
      {devotion.isPending ? (
        <p className={styles.status} role="status">
          Loading today's devotion...
        </p>
      ) : devotion.isError ? (
        <p className={styles.status} role="status">
          {isNotFound(devotion.error) ? `No Devotion Available for ${formatFullDate(date)}.` : 'Unable to Load Devotion. Please try again.'}
        </p>
      ) : (
        <PlanItems date={date} devotion={devotion.data} progress={progress} onReadDevotion={startReading} />
      )}
      <Button className={styles.start} onClick={startReading}>
        Start Reading
      </Button>
    </section>
  );
}
