// What the routes place under a day's title: the Listen control, loaded once the page is live
// (speech exists only in the browser). Its one-button height is kept from the first paint, so
// the control's arrival never moves the text.
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../../lib/hydration.tsx';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import * as styles from './listen-control.css.ts';

const LazyForDevotion = lazy(() => import('./listen-for.tsx').then((module) => ({ default: module.ListenForDevotion })));
const LazyForJamesDay = lazy(() => import('./listen-for.tsx').then((module) => ({ default: module.ListenForJamesDay })));

export function DevotionListen({ devotion }: { devotion: Devotion }) {
  return (
    <div className={styles.slot}>
      <AfterHydration>
        <Suspense fallback={null}>
          <LazyForDevotion devotion={devotion} />
        </Suspense>
      </AfterHydration>
    </div>
  );
}

export function JamesDayListen({ study }: { study: JamesStudyDay }) {
  return (
    <div className={styles.slot}>
      <AfterHydration>
        <Suspense fallback={null}>
          <LazyForJamesDay study={study} />
        </Suspense>
      </AfterHydration>
    </div>
  );
}
