// Spec 2 and 4: a plan item that opens and closes, with its own completion check; opening and
// completing are independent of each other.
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import * as styles from './plan-item.css.ts';

interface PlanItemProps {
  title: string;
  complete: boolean;
  onToggleComplete: () => void;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function PlanItem({ title, complete, onToggleComplete, defaultOpen = false, children }: PlanItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={styles.item}>
      <div className={styles.head}>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.box}
            checked={complete}
            onChange={onToggleComplete}
            aria-label={`Mark ${title} complete`}
          />
        </label>
        <h2 className={styles.heading}>
          <Collapsible.Trigger className={styles.trigger}>
            {title}
            {complete ? <span className={styles.done}>Complete</span> : null}
            <ChevronDown className={styles.chevron} size={18} aria-hidden />
          </Collapsible.Trigger>
        </h2>
      </div>
      <Collapsible.Content className={styles.body}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
