// Spec 2 "Date navigator": previous/next day and a date label that opens a calendar.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Deferred, intentHandlers } from '../../../components/ui/deferred.tsx';
import { formatCompactDate, formatFullDate, type IsoDate } from '../../../shared/dates.ts';
import type { Navigation } from '../../../shared/schemas/devotion.ts';
import * as styles from './date-navigator.css.ts';

const loadCalendar = () => import('./calendar.tsx');
const CalendarPopover = lazy(loadCalendar);

interface DateNavigatorProps {
  date: IsoDate;
  navigation: Navigation | undefined;
  onSelectDate: (date: IsoDate) => void;
}

/** The date label that opens a single-date calendar; choosing a date selects it and closes. */
export function DatePicker({ date, onSelectDate }: Omit<DateNavigatorProps, 'navigation'>) {
  const label = (
    <>
      <span className={styles.fullLabel}>{formatFullDate(date)}</span>
      <span className={styles.compactLabel}>{formatCompactDate(date)}</span>
      <span className={styles.visuallyHidden}>, choose a date</span>
    </>
  );
  return (
    <Deferred
      placeholder={(arm) => (
        <button
          type="button"
          className={styles.dateButton}
          data-print-as-text=""
          aria-haspopup="dialog"
          aria-expanded={false}
          {...intentHandlers(arm, loadCalendar)}
        >
          {label}
        </button>
      )}
    >
      {(intent) => <CalendarPopover date={date} onSelectDate={onSelectDate} intent={intent} label={label} />}
    </Deferred>
  );
}

export function DateNavigator({ date, navigation, onSelectDate, label = 'Devotion dates' }: DateNavigatorProps & { label?: string }) {
  const previous = navigation?.previous ?? null;
  const next = navigation?.next ?? null;
  return (
    <nav className={styles.navigator} aria-label={label}>
      <Button tone="secondary" disabled={!previous} onClick={() => previous && onSelectDate(previous)} aria-label="Previous day">
        <ChevronLeft size={16} aria-hidden /> <span className={styles.hiddenOnNarrowScreens}>Previous</span>
      </Button>
      <DatePicker date={date} onSelectDate={onSelectDate} />
      <Button tone="secondary" disabled={!next} onClick={() => next && onSelectDate(next)} aria-label="Next day">
        <span className={styles.hiddenOnNarrowScreens}>Next</span> <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
