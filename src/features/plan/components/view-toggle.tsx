// Spec 2 "Header": the view-mode toggle between the devotion and the reading plan. It sits in
// the first page's header, so it stays small; the plan itself loads when it is wanted.
import { BookOpen, ListChecks } from 'lucide-react';
import type { IsoDate } from '../../../shared/dates.ts';
import { loadPlanView } from './load-plan-view.ts';
import * as styles from './view-toggle.css.ts';

export type ViewMode = 'devotion' | 'plan';

/** Spec 9: the header toggle's special date. */
const READING_PLAN_DAY: IsoDate = '2025-07-31';

interface ViewToggleProps {
  /** The date being viewed. */
  date: IsoDate;
  view: ViewMode;
  onToggle: () => void;
}

const warmPlanView = () => void loadPlanView();

export function ViewToggle({ date, view, onToggle }: ViewToggleProps) {
  const special = date === READING_PLAN_DAY;
  const inDevotion = view === 'devotion';
  const label = inDevotion ? (special ? 'Reading Plan' : 'Bible Plan') : 'Devotion';
  const Icon = inDevotion ? ListChecks : BookOpen;
  return (
    <button
      type="button"
      className={styles.toggle({ tone: special ? 'sky' : 'blue' })}
      title={inDevotion ? 'View Bible Reading Plan' : 'Back to Daily Devotion'}
      onClick={onToggle}
      onPointerEnter={warmPlanView}
      onFocus={warmPlanView}
    >
      <Icon size={18} aria-hidden />
      <span className={styles.label}>{label}</span>
    </button>
  );
}
