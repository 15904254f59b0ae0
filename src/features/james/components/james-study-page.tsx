// Spec 2 "James study page": one day of the 30-day study with previous/next above and below,
// its Study, Reflect, Deeper and Context tabs, a completion mark and the 30 days' progress,
// and the not-found card for days that do not exist.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { LoadingOverlay, StateView } from '../../../components/ui/state-view.tsx';
import { failureMessage, isOfflineFailure } from '../../../lib/offline-days.ts';
import { cameByHistory, scrollReadingTo } from '../../../lib/reading-scroller.ts';
import { JAMES_STUDY_DAYS } from '../../../shared/constants.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import * as reading from '../../../styles/reading.css.ts';
import { useJamesProgress } from '../hooks/use-james-progress.ts';
import { useJamesStudyDay } from '../hooks/use-james-study-day.ts';
import { isJamesStudyDay, jamesStudyPageTitle } from '../../../shared/james-study.ts';
import { JamesProgressList } from './james-progress-list.tsx';
import { JamesStudyTabs } from './james-study-tabs.tsx';
import * as styles from './james-study-page.css.ts';

interface JamesStudyPageProps {
  day: number;
  onSelectDay: (day: number) => void;
  /** Draws the day's verse (the route passes the Strong's word links). */
  renderVerseText?: (text: string) => ReactNode;
  /** Under the title: the day read aloud. */
  renderListen?: (study: JamesStudyDay) => ReactNode;
  /** Beside the day's memory verse: learning it. */
  memoryVerseAction?: (study: JamesStudyDay) => ReactNode;
}

function StudyNotFound({ message, onSelectDay }: { message: string; onSelectDay: (day: number) => void }) {
  return (
    <StateView title="Study Not Found" action={<Button onClick={() => onSelectDay(1)}>Go to Day 1</Button>}>
      <p>{message}</p>
    </StateView>
  );
}

function DayNavigation({ day, onSelectDay, label }: { day: number; onSelectDay: (day: number) => void; label: string }) {
  return (
    <nav className={styles.dayNav} aria-label={label}>
      <Button tone="secondary" disabled={day <= 1} onClick={() => onSelectDay(day - 1)} aria-label="Previous day">
        <ChevronLeft size={16} aria-hidden /> <span className={styles.hiddenOnNarrowScreens}>Previous</span>
      </Button>
      <span className={styles.dayLabel}>
        Day {day} of {JAMES_STUDY_DAYS}
      </span>
      <Button tone="secondary" disabled={day >= JAMES_STUDY_DAYS} onClick={() => onSelectDay(day + 1)} aria-label="Next day">
        <span className={styles.hiddenOnNarrowScreens}>Next</span> <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}

export function JamesStudyPage({ day, onSelectDay, renderVerseText, renderListen, memoryVerseAction }: JamesStudyPageProps) {
  const study = useJamesStudyDay(day);
  const progress = useJamesProgress();
  const firstDay = useRef(day);
  const loaded = study.data;

  useEffect(() => {
    if (!loaded) return;
    document.title = jamesStudyPageTitle(loaded.day, loaded.title);
    if (loaded.day === firstDay.current) return;
    // Another day chosen (the bottom Next, say): start at its top with focus on its title.
    firstDay.current = -1;
    // Back and Forward return to the place the reader left (lib/reading-scroller.ts).
    if (cameByHistory()) return;
    scrollReadingTo(0);
    document.getElementById('james-title')?.focus({ preventScroll: true });
  }, [loaded]);

  if (!isJamesStudyDay(day)) return <StudyNotFound message="Please select a day between 1 and 30." onSelectDay={onSelectDay} />;
  if (study.isPending) return <LoadingOverlay label="Loading James Study..." />;
  if (study.isError && isOfflineFailure(study.error)) {
    // Never a raw "Failed to fetch": say what is true, and what will happen.
    return (
      <StateView title="You are offline" action={day === 1 ? undefined : <Button onClick={() => onSelectDay(1)}>Go to Day 1</Button>}>
        <p>
          Day {day} of the James study has not been saved on this device yet. It will open as soon as you are back online; once you have
          read one day of the study online, all {JAMES_STUDY_DAYS} days are kept for reading offline.
        </p>
      </StateView>
    );
  }
  if (study.isError) {
    const message =
      study.error.data?.httpStatus === 404 ? 'This James study is not available yet.' : failureMessage(study.error, 'Please try again.');
    return <StudyNotFound message={message} onSelectDay={onSelectDay} />;
  }
  const data = study.data;
  return (
    <article className={reading.sheet} aria-labelledby="james-title">
      <DayNavigation day={day} onSelectDay={onSelectDay} label="Study days" />
      <div className={styles.badges}>
        <span className={reading.badge}>{data.passage}</span>
        <span className={reading.badge}>{data.weeklyTheme}</span>
        <span className={reading.byline}>{data.author}</span>
      </div>
      <h1 id="james-title" tabIndex={-1} className={styles.title}>
        {data.title}
      </h1>
      {renderListen?.(data)}
      <VerseQuote text={data.verseText} reference={`${data.passage} (KJV)`} renderText={renderVerseText} />
      <JamesStudyTabs study={data} memoryVerseAction={memoryVerseAction?.(data)} />
      <label className={styles.completion}>
        <input type="checkbox" className={styles.completionBox} checked={progress.isComplete(day)} onChange={() => progress.toggle(day)} />
        Mark Day {day} complete
      </label>
      <DayNavigation day={day} onSelectDay={onSelectDay} label="Study days, end of the day" />
      <JamesProgressList day={day} completedDays={progress.completedDays} />
    </article>
  );
}
