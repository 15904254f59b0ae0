// Spec 2 "Plan view": "Day {n} of {total}" with its progress bar and the missed-days badge
// (spec 9; after the programme, decision 004).
import { formatCompactDate, type IsoDate } from '../../../shared/dates.ts';
import { missedDays, planCycleOf, planDayOf } from '../plan-progress.ts';
import * as styles from './plan-progress-summary.css.ts';

interface PlanProgressSummaryProps {
  date: IsoDate;
  today: IsoDate;
  completedKeys: ReadonlySet<string>;
}

export function PlanProgressSummary({ date, today, completedKeys }: PlanProgressSummaryProps) {
  const { day, total } = planDayOf(date);
  const cycle = planCycleOf(date);
  const missed = missedDays(date, today, completedKeys);
  const dayOf = `Day ${day} of ${total}`;
  return (
    <section className={styles.summary} aria-label="Plan progress">
      <div className={styles.head}>
        <p id="plan-day-of" className={styles.dayOf}>
          {dayOf}
        </p>
        <span className={styles.missed({ state: missed.count > 0 ? 'behind' : 'clear' })}>
          {missed.count === 0 ? 'No missed days' : `${missed.count} missed ${missed.count === 1 ? 'day' : 'days'}`}
          {missed.since && missed.count > 0 ? ` since ${formatCompactDate(missed.since)}` : ''}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="plan-day-of"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={day}
        aria-valuetext={dayOf}
      >
        {/* An SVG rect's width is an attribute, not a style: the page's policy refuses inline
            style attributes in the server's HTML (style-src 'self'), which left the bar full. */}
        <svg className={styles.fill} viewBox={`0 0 ${total} 1`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect width={day} height="1" />
        </svg>
      </div>
      <p className={styles.cycle}>
        {cycle.kind === 'programme'
          ? `The ${formatCompactDate(cycle.first)} to ${formatCompactDate(cycle.last)} programme`
          : `The year ${cycle.first.slice(0, 4)}, read with the church year`}
      </p>
    </section>
  );
}
