// Which days of the James study the reader has finished, kept on this device under
// `lumen-james-completed` as a list of day numbers. A stored value that is not a list is
// ignored, and so is any entry that is not a day of the study.
import { useCallback, useMemo } from 'react';
import { readLocalValue, useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { DEVICE_KEYS } from '../../../shared/kept-data.ts';
import { isJamesStudyDay } from './use-james-study-day.ts';

const JAMES_COMPLETED_KEY = DEVICE_KEYS.jamesCompleted;

const NO_DAYS: ReadonlySet<number> = new Set();
const parseCompletedDays = (value: unknown): ReadonlySet<number> =>
  Array.isArray(value) ? new Set(value.filter((day): day is number => typeof day === 'number' && isJamesStudyDay(day))) : NO_DAYS;

function readCompletedJamesDays(): Set<number> {
  return new Set(readLocalValue(JAMES_COMPLETED_KEY, parseCompletedDays, NO_DAYS));
}

export interface JamesProgress {
  completedDays: ReadonlySet<number>;
  isComplete: (day: number) => boolean;
  toggle: (day: number) => void;
}

export function useJamesProgress(): JamesProgress {
  // Follows this tab's changes and other tabs'; the server's HTML (and hydration) show none
  // complete, the reader's own marks follow at once (lib/local-store.ts useLocalValue).
  const completedDays = useLocalValue(JAMES_COMPLETED_KEY, parseCompletedDays, NO_DAYS);

  const toggle = useCallback((day: number) => {
    if (!isJamesStudyDay(day)) return;
    // Read afresh so days marked in another tab are kept.
    const next = readCompletedJamesDays();
    if (next.has(day)) next.delete(day);
    else next.add(day);
    const days = [...next].sort((a, b) => a - b);
    writeLocal(JAMES_COMPLETED_KEY, days);
  }, []);

  const isComplete = useCallback((day: number) => completedDays.has(day), [completedDays]);

  return useMemo(() => ({ completedDays, isComplete, toggle }), [completedDays, isComplete, toggle]);
}
