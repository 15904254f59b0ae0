import { useEffect } from 'react';
import { whenServiceWorkerKeeps } from '../../../lib/service-worker.ts';
import { trpc } from '../../../lib/trpc.ts';
import { JAMES_STUDY_DAYS } from '../../../shared/constants.ts';
import { isJamesStudyDay } from '../../../shared/james-study.ts';

export { isJamesStudyDay } from '../../../shared/james-study.ts';

export function useJamesStudyDay(day: number) {
  const study = trpc.james.byDay.useQuery({ day }, { enabled: isJamesStudyDay(day) });
  useKeepJamesStudyOffline(study.isSuccess);
  return study;
}

/**
 * Once a day of the study has been read, all 30 are fetched through the service worker, which
 * keeps them: the study then reads offline from start to end (issue 28). Fetched once a page.
 */
function useKeepJamesStudyOffline(read: boolean) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!read) return;
    let stopWaiting = () => {};
    const idle = window.setTimeout(() => {
      stopWaiting = whenServiceWorkerKeeps((justInstalled) => {
        for (let day = 1; day <= JAMES_STUDY_DAYS; day++) {
          // Past a worker that took over just now, days already fetched went uncached: again, through it.
          if (justInstalled) void utils.client.james.byDay.query({ day }).catch(() => undefined);
          else void utils.james.byDay.prefetch({ day });
        }
      });
    }, 2000);
    return () => {
      window.clearTimeout(idle);
      stopWaiting();
    };
  }, [read, utils]);
}
