// The date label's calendar popover (react-day-picker in a Radix popover), loaded on first
// intent so the first page does not carry it.
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { DeferredIntent } from '../../../components/ui/deferred.tsx';
import { useToday } from '../../../lib/today.ts';
import { navigableRange, toDate, toIsoDate, type IsoDate } from '../../../shared/dates.ts';
import * as styles from './date-navigator.css.ts';

interface CalendarPopoverProps {
  date: IsoDate;
  onSelectDate: (date: IsoDate) => void;
  intent: DeferredIntent;
  label: ReactNode;
}

export default function CalendarPopover({ date, onSelectDate, intent, label }: CalendarPopoverProps) {
  const [open, setOpen] = useState(intent.open);
  const trigger = useRef<HTMLButtonElement>(null);
  // The same range as the arrows, the keys and the address (decision 027): no day on offer that "Next" would refuse.
  const { first, last } = navigableRange(useToday());
  useEffect(() => {
    // An opening menu takes focus itself; moving it to the trigger would close it again.
    if (intent.focus && !intent.open) trigger.current?.focus();
  }, [intent.focus, intent.open]);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button ref={trigger} type="button" className={styles.dateButton} data-print-as-text="">
          {label}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} align="center" collisionPadding={8}>
          <DayPicker
            mode="single"
            required
            selected={toDate(date)}
            defaultMonth={toDate(date)}
            startMonth={toDate(first)}
            endMonth={toDate(last)}
            disabled={[{ before: toDate(first) }, { after: toDate(last) }]}
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
