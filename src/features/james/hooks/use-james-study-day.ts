import { JAMES_STUDY_DAYS } from '../../../shared/constants.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Spec 5: a James study day is fetched only for integers 1 to 30. */
export function isJamesStudyDay(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= JAMES_STUDY_DAYS;
}

export function useJamesStudyDay(day: number) {
  return trpc.james.byDay.useQuery({ day }, { enabled: isJamesStudyDay(day) });
}
