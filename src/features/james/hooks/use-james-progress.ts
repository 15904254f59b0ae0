// Which days of the James study the reader has finished, kept on this device under
// `lumen-james-completed` as a list of day numbers. A stored value that is not a list is
// ignored, and so is any entry that is not a day of the study.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import { STORAGE_PREFIX } from '../../../shared/constants.ts';
import { isJamesStudyDay } from './use-james-study-day.ts';

export const JAMES_COMPLETED_KEY = 'james-completed';

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export function readCompletedJamesDays(): Set<number> {
  return new Set(readLocal(JAMES_COMPLETED_KEY, [], isArray).filter((day): day is number => typeof day === 'number' && isJamesStudyDay(day)));
}

export interface JamesProgress {
  completedDays: ReadonlySet<number>;
  isComplete: (day: number) => boolean;
  toggle: (day: number) => void;
}

export function useJamesProgress(): JamesProgress {
  const [completedDays, setCompletedDays] = useState<ReadonlySet<number>>(readCompletedJamesDays);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_PREFIX + JAMES_COMPLETED_KEY) setCompletedDays(readCompletedJamesDays());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((day: number) => {
    if (!isJamesStudyDay(day)) return;
    // Read afresh so days marked in another tab are kept.
    const next = readCompletedJamesDays();
    if (next.has(day)) next.delete(day);
    else next.add(day);
    const days = [...next].sort((a, b) => a - b);
    writeLocal(JAMES_COMPLETED_KEY, days);
    setCompletedDays(new Set(days));
  }, []);

  const isComplete = useCallback((day: number) => completedDays.has(day), [completedDays]);

  return useMemo(() => ({ completedDays, isComplete, toggle }), [completedDays, isComplete, toggle]);
}
