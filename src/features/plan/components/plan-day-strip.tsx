// Spec 2 "Plan view": the five days around the selected date (spec 9: 2 either side); a
// day's check shows its devotional is done, and choosing a day selects it.
import { format } from 'date-fns/format';
import { Check } from 'lucide-react';
import { toDate, type IsoDate } from '../../../shared/dates.ts';
import { planStripDays } from '../plan-progress.ts';
import * as styles from './plan-day-strip.css.ts';

interface PlanDayStripProps {
  date: IsoDate;
  today: IsoDate;
  onSelectDate: (date: IsoDate) => void;
  isDevotionalComplete: (date: IsoDate) => boolean;
}

export function PlanDayStrip({ date, today, onSelectDate, isDevotionalComplete }: PlanDayStripProps) {
  return (
    <nav aria-label="Plan days">
      <ol className={styles.list}>
        {planStripDays(date, today).map((day) => {
          const shown = toDate(day.date);
          const complete = isDevotionalComplete(day.date);
          return (
            <li key={day.date}>
              <button
                type="button"
                className={styles.day}
                aria-current={day.date === date ? 'date' : undefined}
                disabled={!day.selectable}
                onClick={() => onSelectDate(day.date)}
                // The name holds the visible "Sun 5" and says the rest ("Sun 5 January 2025, devotional complete").
                aria-label={`${format(shown, 'EEE d MMMM yyyy')}${complete ? ', devotional complete' : ''}`}
              >
                <span className={styles.weekday}>{format(shown, 'EEE')}</span>
                <span className={styles.number}>{format(shown, 'd')}</span>
                {complete ? <Check className={styles.check} size={14} aria-hidden /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
