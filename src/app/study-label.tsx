// The Study menu's trigger, the same before and after its menu has loaded: a book and "Study"
// from tablet width up; on phones, where it is the header's one overflow menu, "Menu".
import { BookOpen, ChevronDown, Menu } from 'lucide-react';
import * as styles from './header.css.ts';

export function StudyLabel() {
  return (
    <>
      <Menu size={18} aria-hidden className={styles.phoneOnly} />
      <span className={styles.menuWord}>Menu</span>
      <BookOpen size={18} aria-hidden className={styles.tabletUp} />
      <span className={styles.studyLabel}>Study</span>
      <ChevronDown size={14} aria-hidden className={styles.tabletUp} />
    </>
  );
}
