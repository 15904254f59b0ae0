// Spec 2 "Date navigator": previous/next day and a date label that opens a calendar.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '../../../components/ui/button.tsx';
import { formatCompactDate, formatFullDate, PROGRAMME_START, toDate, toIsoDate, type IsoDate } from '../../../shared/dates.ts';
import type { Navigation } from '../../../shared/schemas/devotion.ts';
import * as styles from './date-navigator.css.ts';

interface DateNavigatorProps {
  date: IsoDate;
  navigation: Navigation | undefined;
  onSelectDate: (date: IsoDate) => void;
}

/** The date label that opens a single-date calendar; choosing a date selects it and closes. */
export function DatePicker({ date, onSelectDate }: Omit<DateNavigatorProps, 'navigation'>) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className={styles.dateButton} aria-label={`Choose a date (showing ${formatFullDate(date)})`}>
          <span className={styles.fullLabel}>{formatFullDate(date)}</span>
          <span className={styles.compactLabel}>{formatCompactDate(date)}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} align="center">
          <DayPicker
            mode="single"
            required
            selected={toDate(date)}
            defaultMonth={toDate(date)}
            startMonth={toDate(PROGRAMME_START)}
            onSelect={(picked: Date | undefined) => {
              // Spec 2: an empty selection is ignored.
              if (!picked) return;
              onSelectDate(toIsoDate(picked));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export function DateNavigator({ date, navigation, onSelectDate }: DateNavigatorProps) {
  const previous = navigation?.previous ?? null;
  const next = navigation?.next ?? null;
  return (
    <nav className={styles.navigator} aria-label="Devotion dates">
      <Button tone="secondary" disabled={!previous} onClick={() => previous && onSelectDate(previous)} aria-label="Previous day">
        <ChevronLeft size={16} aria-hidden /> Previous
      </Button>
      <DatePicker date={date} onSelectDate={onSelectDate} />
      <Button tone="secondary" disabled={!next} onClick={() => next && onSelectDate(next)} aria-label="Next day">
        Next <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
