// The 30 days of the James study at a glance: how many are complete, and a link to each.
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '../../../components/ui/section.tsx';
import { JAMES_STUDY_DAYS } from '../../../shared/constants.ts';
import * as styles from './james-progress-list.css.ts';

const DAYS = Array.from({ length: JAMES_STUDY_DAYS }, (_, index) => index + 1);

export function JamesProgressList({ day, completedDays }: { day: number; completedDays: ReadonlySet<number> }) {
  return (
    <Section title="Your Progress">
      <p className={styles.summary}>
        {completedDays.size} of {JAMES_STUDY_DAYS} days complete
      </p>
      <ol className={styles.list} aria-label="Days of the study">
        {DAYS.map((number) => {
          const complete = completedDays.has(number);
          return (
            <li key={number}>
              <Link
                to={`/james-study/${number}`}
                className={[styles.day, complete ? styles.complete : ''].filter(Boolean).join(' ')}
                aria-current={number === day ? 'page' : undefined}
                aria-label={complete ? `Day ${number}, complete` : `Day ${number}`}
              >
                {number}
                {complete ? <Check className={styles.check} size={12} aria-hidden /> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
