// The reader's plan progress (spec 3: completed keys "yyyy-MM-dd-item" under
// `lumen-completed-days`; spec 4: toggled per date-item), kept the one way every list is kept
// (lib/kept-lists): a visitor's on this device, a member's in the account with a copy here,
// changed at once on screen and taken back with a toast if the server refuses.
// Marking a day's devotional complete (in the plan or with "Done") also keeps the day it was
// marked, in the reader's time zone, for the honest streak (shared/streak.ts); unmarking it
// takes that day back.
import { useCallback, useMemo } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { planProgressList } from '../../../lib/kept-lists/lists/plan-progress.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import type { IsoDate } from '../../../shared/dates.ts';
import type { PlanItem } from '../../../shared/schemas/user-data.ts';
import { parseReadingKey, readingDayAt, readingKey } from '../../../shared/streak.ts';
import { planKey } from '../plan-progress.ts';

export interface PlanProgress {
  completedKeys: ReadonlySet<string>;
  isComplete: (date: IsoDate, item: PlanItem) => boolean;
  toggle: (date: IsoDate, item: PlanItem) => void;
}

/** The reader's own time zone, as this device knows it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function usePlanProgress(): PlanProgress {
  const { items, put, remove } = useKeptList(planProgressList);
  const toast = useToast();
  const completedKeys = useMemo(() => new Set(items), [items]);

  const toggle = useCallback(
    (date: IsoDate, item: PlanItem) => {
      const key = planKey(date, item);
      const completing = !completedKeys.has(key);
      const changes = [completing ? put(key) : remove(key)];
      if (item === 'devotional') {
        if (completing) changes.push(put(readingKey(date, readingDayAt(new Date(), deviceTimeZone()))));
        else for (const kept of completedKeys) if (parseReadingKey(kept)?.devotionDate === date) changes.push(remove(kept));
      }
      Promise.all(changes).catch(() =>
        toast({ title: 'Error', description: 'Failed to update your plan progress. Please try again.', tone: 'destructive' }),
      );
    },
    [completedKeys, put, remove, toast],
  );

  const isComplete = useCallback((date: IsoDate, item: PlanItem) => completedKeys.has(planKey(date, item)), [completedKeys]);

  return useMemo(() => ({ completedKeys, isComplete, toggle }), [completedKeys, isComplete, toggle]);
}
