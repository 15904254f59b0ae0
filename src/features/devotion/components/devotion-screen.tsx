// Spec 2 "Devotion screen": the devotion for the selected date with its loading, error and
// empty states, and date navigation above and below the card.
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingOverlay, StateView } from '../../../components/ui/state-view.tsx';
import { isNotFound } from '../../../lib/query-client.ts';
import { formatFullDate, type IsoDate } from '../../../shared/dates.ts';
import { useDevotion } from '../hooks/use-devotion.ts';
import { DateNavigator, DatePicker } from './date-navigator.tsx';
import { DevotionCard } from './devotion-card.tsx';
import * as styles from './devotion-screen.css.ts';

const MOBILE_QUERY = '(max-width: 767px)';
const MOBILE_SCROLL_DELAY_MS = 500;

interface DevotionScreenProps {
  date: IsoDate;
  onSelectDate: (date: IsoDate) => void;
}

export function DevotionScreen({ date, onSelectDate }: DevotionScreenProps) {
  const { devotion, navigation } = useDevotion(date);
  const contentRef = useRef<HTMLDivElement>(null);

  // Spec 2: on narrow screens the devotion is scrolled into view 500 ms after it loads.
  const loadedId = devotion.data?.id;
  useEffect(() => {
    if (loadedId === undefined || !window.matchMedia?.(MOBILE_QUERY).matches) return;
    const timer = window.setTimeout(() => contentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), MOBILE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loadedId, date]);

  const navigator = <DateNavigator date={date} navigation={navigation.data} onSelectDate={onSelectDate} />;

  if (devotion.isPending) return <LoadingOverlay label="Loading today's devotion..." />;

  if (devotion.isError && isNotFound(devotion.error)) {
    return (
      <>
        {navigator}
        <StateView title="No Devotion Available">
          <p>There is no devotion for {formatFullDate(date)}. Try another date from the calendar.</p>
        </StateView>
      </>
    );
  }

  if (devotion.isError) {
    return (
      <StateView
        title="Unable to Load Devotion"
        action={
          <Button onClick={() => window.location.reload()} aria-label="Try Again">
            Try Again
          </Button>
        }
      >
        <p>Failed to Load Devotion. {devotion.error.message}</p>
      </StateView>
    );
  }

  return (
    <div ref={contentRef} className={styles.screen}>
      {navigator}
      <DevotionCard devotion={devotion.data} dateControl={<DatePicker date={date} onSelectDate={onSelectDate} />} />
      {navigator}
    </div>
  );
}
