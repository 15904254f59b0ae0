// Spec 2 "Devotion screen": the devotion for the selected date with its loading, error,
// empty and offline states, and date navigation above and below the card.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingOverlay, StateView } from '../../../components/ui/state-view.tsx';
import { failureMessage, isOfflineFailure } from '../../../lib/offline-days.ts';
import { isNotFound } from '../../../lib/query-client.ts';
import { cameByHistory, readingScrollTop, scrollReadingTo } from '../../../lib/reading-scroller.ts';
import { devotionPageTitle } from '../../../shared/page-titles.ts';
import { formatFullDate, type IsoDate } from '../../../shared/dates.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import { useDevotion } from '../hooks/use-devotion.ts';
import { DateNavigator, DatePicker } from './date-navigator.tsx';
import { DevotionCard, type DevotionCardSlots } from './devotion-card.tsx';
import * as styles from './devotion-screen.css.ts';

// Shown only without a network, from the service worker's precache: not on the first page.
const OfflineView = lazy(() => import('./offline-view.tsx').then((module) => ({ default: module.OfflineView })));

const MOBILE_QUERY = '(max-width: 767px)';
const MOBILE_SCROLL_DELAY_MS = 500;

interface DevotionScreenProps extends DevotionCardSlots {
  date: IsoDate;
  onSelectDate: (date: IsoDate) => void;
  /** Actions that need the loaded devotion (bookmark, share): the route composes them. */
  renderActions?: (devotion: Devotion | undefined) => ReactNode;
}

/** What a reader moving the page sends: a finger, a wheel, a key, or the scroll itself. */
const READER_SCROLL_EVENTS = ['scroll', 'wheel', 'touchmove', 'keydown'] as const;

/** The page is no longer at its top: the reader has scrolled (before the app started, perhaps). */
function readerHasScrolled(): boolean {
  return readingScrollTop() > 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function DevotionScreen({ date, onSelectDate, renderActions, ...slots }: DevotionScreenProps) {
  const { devotion, navigation } = useDevotion(date);
  const contentRef = useRef<HTMLDivElement>(null);
  const firstDate = useRef(date);

  const loaded = devotion.data;
  useEffect(() => {
    if (!loaded) return;
    document.title = devotionPageTitle(loaded.title, date);
  }, [loaded, date]);

  useEffect(() => {
    if (!loaded) return;
    if (date !== firstDate.current) {
      // A new day chosen by the reader: start at its top and put focus on its title, so
      // the bottom "Next" does not leave them at the foot of the new day.
      firstDate.current = '';
      // Back and Forward return to the place the reader left (lib/reading-scroller.ts).
      if (cameByHistory()) return;
      scrollReadingTo(0);
      document.getElementById('devotion-title')?.focus({ preventScroll: true });
      return;
    }
    // Spec 2: on narrow screens the devotion is scrolled into view 500 ms after it loads,
    // unless the link asked for a place in it (a highlight, from the library). Only for a reader
    // who has not scrolled yet: the page is readable before the app starts, and a reader who
    // has started reading is never moved (decision 008).
    if (!window.matchMedia?.(MOBILE_QUERY).matches || window.location.hash || readerHasScrolled()) return;
    const timer = window.setTimeout(() => {
      stopWatching();
      if (readerHasScrolled()) return;
      contentRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, MOBILE_SCROLL_DELAY_MS);
    // Any sign of the reader moving the page in the meantime cancels it.
    const cancel = () => {
      window.clearTimeout(timer);
      stopWatching();
    };
    const stopWatching = () => READER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, cancel, true));
    READER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, cancel, { capture: true, passive: true }));
    return cancel;
  }, [loaded, date]);

  const navigatorProps = { date, navigation: navigation.data, onSelectDate };
  const actions = renderActions?.(loaded);

  if (devotion.isPending) return <LoadingOverlay label="Loading today's devotion..." />;

  if (devotion.isError && isNotFound(devotion.error)) {
    return (
      <>
        <DateNavigator {...navigatorProps} />
        <StateView title="No Devotion Available">
          <p>There is no devotion for {formatFullDate(date)}. Try another date from the calendar.</p>
        </StateView>
        {actions}
      </>
    );
  }

  if (devotion.isError && isOfflineFailure(devotion.error)) {
    return (
      <>
        <DateNavigator {...navigatorProps} />
        <Suspense fallback={<LoadingOverlay label="Loading today's devotion..." />}>
          <OfflineView date={date} onSelectDate={onSelectDate} />
        </Suspense>
        {actions}
      </>
    );
  }

  if (devotion.isError) {
    return (
      <StateView title="Unable to Load Devotion" action={<Button onClick={() => window.location.reload()}>Try Again</Button>}>
        <p>Failed to Load Devotion. {failureMessage(devotion.error, 'Please try again.')}</p>
      </StateView>
    );
  }

  return (
    <div ref={contentRef} className={styles.screen}>
      <DateNavigator {...navigatorProps} />
      {/* A new card for each day: highlight marks split its text nodes, which React must never update in place. */}
      <DevotionCard key={date} devotion={devotion.data} dateControl={<DatePicker date={date} onSelectDate={onSelectDate} />} {...slots} />
      <DateNavigator {...navigatorProps} label="Devotion dates, end of the day" />
      {actions}
    </div>
  );
}
