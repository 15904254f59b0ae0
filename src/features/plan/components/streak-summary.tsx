// The honest streak (shared/streak.ts): the current streak, the longest, and this week as seven
// marks, from the days the reader marked a devotion done in their own time zone. It counts what
// was read and says when a grace day carried the streak; it never scolds. Nothing is sent
// anywhere: a visitor's days stay on this device, a member's sync with their plan progress.
import { format } from 'date-fns/format';
import { useMemo } from 'react';
import { toDate, type IsoDate } from '../../../shared/dates.ts';
import { readingDayAt, readingDaysOf, streakSummary, type WeekMark } from '../../../shared/streak.ts';
import { deviceTimeZone } from '../hooks/use-plan-progress.ts';
import * as styles from './streak-summary.css.ts';

const MARK_WORDS: Record<WeekMark, string> = {
  read: 'read',
  grace: 'grace day',
  today: 'today, still open',
  ahead: 'still to come',
  unread: 'not read',
};

const MARK_SIGNS: Record<WeekMark, string> = { read: '✓', grace: '·', today: '', ahead: '', unread: '' };

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const weekday = (date: IsoDate) => format(toDate(date), 'EEEE');
const longDay = (date: IsoDate) => format(toDate(date), 'EEEE, MMMM d');

interface StreakSummaryProps {
  /** The reader's plan keys (usePlanProgress), which hold the days they read. */
  completedKeys: ReadonlySet<string>;
  /** Now, for tests; the reader's day is taken in this device's time zone. */
  now?: Date;
}

export function StreakSummary({ completedKeys, now }: StreakSummaryProps) {
  const today = readingDayAt(now ?? new Date(), deviceTimeZone());
  const { current, longest, week } = useMemo(() => streakSummary(readingDaysOf(completedKeys), today), [completedKeys, today]);
  const [latestGrace] = current.graceDays;

  return (
    <section className={styles.streak} aria-labelledby="streak-title">
      <h2 id="streak-title" className={styles.title}>
        Your reading streak
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureTerm}>Current streak</dt>
          <dd className={styles.figureValue}>{days(current.days)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureTerm}>Longest streak</dt>
          <dd className={styles.figureValue}>{days(longest.days)}</dd>
        </div>
      </dl>
      <p className={styles.note} role="status">
        {current.days === 0
          ? 'A day counts when you mark its devotion done. Your streak begins with the next one.'
          : latestGrace
            ? `A grace day on ${longDay(latestGrace)} kept your streak going${current.graceDays.length > 1 ? ` (${current.graceDays.length} grace days in this streak)` : ''}.`
            : 'One missed day in any seven is a grace day: it does not break your streak.'}
      </p>
      <ol className={styles.week} aria-label="This week">
        {week.map(({ date, mark }) => (
          <li key={date} className={styles.day} aria-label={`${longDay(date)}: ${MARK_WORDS[mark]}`}>
            <span className={styles.dayName} aria-hidden>
              {weekday(date).slice(0, 3)}
            </span>
            <span className={styles.mark({ mark })} aria-hidden>
              {MARK_SIGNS[mark]}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
