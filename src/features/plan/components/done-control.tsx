// "Done" at the end of a devotion: marks the day's devotional complete, as the plan's own check
// does, and so counts today (in the reader's time zone) as a reading day for the streak. Pressed
// again, it takes the mark back.
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { IsoDate } from '../../../shared/dates.ts';
import { usePlanProgress } from '../hooks/use-plan-progress.ts';
import * as styles from './done-control.css.ts';

export function DoneControl({ date }: { date: IsoDate }) {
  const progress = usePlanProgress();
  const complete = progress.isComplete(date, 'devotional');
  return (
    <div className={styles.done}>
      <Button tone={complete ? 'secondary' : 'primary'} aria-pressed={complete} onClick={() => progress.toggle(date, 'devotional')}>
        <Check size={16} aria-hidden /> Done
      </Button>
      <p className={styles.text} role="status">
        {complete ? 'Marked as read in your reading plan.' : 'Finished reading? Mark it done for your reading plan and streak.'}
      </p>
    </div>
  );
}
