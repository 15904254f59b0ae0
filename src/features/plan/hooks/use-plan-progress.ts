// The reader's plan progress (spec 3: completed keys "yyyy-MM-dd-item" under
// `lumen-completed-days`; spec 4: toggled per date-item). The one owner of that data: on this
// device for now; an account will later sync it here without the components changing.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import { STORAGE_PREFIX } from '../../../shared/constants.ts';
import { isIsoDate, type IsoDate } from '../../../shared/dates.ts';
import { planProgressKeySchema, USER_DATA_LIMITS, type PlanItem } from '../../../shared/schemas/user-data.ts';
import { planKey } from '../plan-progress.ts';

export const COMPLETED_DAYS_KEY = 'completed-days';
/** The export file's bound (dataExportSchema.planProgress). */
const MAX_KEYS = USER_DATA_LIMITS.listSize * 4;

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export function isPlanProgressKey(value: unknown): value is string {
  return planProgressKeySchema.safeParse(value).success && isIsoDate((value as string).slice(0, 10));
}

/** The stored keys; a stored value that is not a list, or a key of the wrong shape, is ignored. */
export function readCompletedKeys(): Set<string> {
  return new Set(readLocal(COMPLETED_DAYS_KEY, [], isArray).filter(isPlanProgressKey));
}

export interface PlanProgress {
  completedKeys: ReadonlySet<string>;
  isComplete: (date: IsoDate, item: PlanItem) => boolean;
  toggle: (date: IsoDate, item: PlanItem) => void;
}

export function usePlanProgress(): PlanProgress {
  const [completedKeys, setCompletedKeys] = useState<ReadonlySet<string>>(readCompletedKeys);

  // Another tab's marks show here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_PREFIX + COMPLETED_DAYS_KEY) setCompletedKeys(readCompletedKeys());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((date: IsoDate, item: PlanItem) => {
    const key = planKey(date, item);
    // Read afresh so marks made in another tab are kept.
    const next = readCompletedKeys();
    if (next.has(key)) next.delete(key);
    else next.add(key);
    const kept = [...next].sort().slice(-MAX_KEYS);
    writeLocal(COMPLETED_DAYS_KEY, kept);
    setCompletedKeys(new Set(kept));
  }, []);

  const isComplete = useCallback((date: IsoDate, item: PlanItem) => completedKeys.has(planKey(date, item)), [completedKeys]);

  return useMemo(() => ({ completedKeys, isComplete, toggle }), [completedKeys, isComplete, toggle]);
}
