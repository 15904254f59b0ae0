import { trpc } from '../../../lib/trpc.ts';
import { isJamesStudyDay } from '../study-day.ts';

export { isJamesStudyDay } from '../study-day.ts';

export function useJamesStudyDay(day: number) {
  return trpc.james.byDay.useQuery({ day }, { enabled: isJamesStudyDay(day) });
}
