// The header menu's "Memory Verses" entry with the number of verses due today (issue 30).
import { useMemoryDue } from '../hooks/use-memory-due.ts';
import * as styles from './memory.css.ts';

export function MemoryMenuLabel() {
  const due = useMemoryDue();
  return (
    <>
      Memory Verses
      {due.length > 0 ? <span className={styles.dueBadge}>{due.length} due</span> : null}
    </>
  );
}
