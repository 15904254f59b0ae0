// The reading plan's arithmetic (spec 2 "Plan view", spec 9), pure so the view and its tests
// read the same rules. Inside the programme the plan is the programme: "Day n of 546", missed
// days counted from its first date. After it (and before it) the plan is the calendar year the
// perennial calendar reads through, and missed days count from the reader's first mark
// (docs/decisions/004-reading-plan-after-the-programme.md).
import {
  isIsoDate,
  addDaysIso,
  daysBetween,
  isInProgramme,
  navigableRange,
  PROGRAMME_END,
  PROGRAMME_START,
  type IsoDate,
} from '../../shared/dates.ts';
import type { PlanItem } from '../../shared/schemas/user-data.ts';

/** Spec 9: the programme's days, counted inclusively (546). */
export const PROGRAMME_DAYS = daysBetween(PROGRAMME_START, PROGRAMME_END) + 1;

/** Spec 9: the plan strip shows 2 days either side of the selected date. */
const PLAN_STRIP_RADIUS = 2;

export interface PlanCycle {
  kind: 'programme' | 'year';
  first: IsoDate;
  last: IsoDate;
  /** Its days, counted inclusively. */
  total: number;
}

/** A completion key of spec 3: "yyyy-MM-dd-item". */
export function planKey(date: IsoDate, item: PlanItem): string {
  return `${date}-${item}`;
}

/** The date a completion key belongs to (its first ten characters). */
function dateOfKey(key: string): IsoDate {
  return key.slice(0, 10);
}

/** The plan a date is read in: the programme, or outside it the calendar year. */
export function planCycleOf(date: IsoDate): PlanCycle {
  if (isInProgramme(date)) return { kind: 'programme', first: PROGRAMME_START, last: PROGRAMME_END, total: PROGRAMME_DAYS };
  const year = date.slice(0, 4);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return { kind: 'year', first, last, total: daysBetween(first, last) + 1 };
}

/** "Day {day} of {total}" for a date. */
export function planDayOf(date: IsoDate): { day: number; total: number } {
  const cycle = planCycleOf(date);
  return { day: daysBetween(cycle.first, date) + 1, total: cycle.total };
}

/** The earliest date the reader marked anything on, or null before their first mark. */
export function firstMarkedDate(completedKeys: Iterable<string>): IsoDate | null {
  let first: IsoDate | null = null;
  for (const key of completedKeys) {
    const date = dateOfKey(key);
    if (isIsoDate(date) && (first === null || date < first)) first = date;
  }
  return first;
}

export interface MissedDays {
  count: number;
  /** The first day counted, or null when nothing is counted yet (no mark after the programme). */
  since: IsoDate | null;
}

/**
 * Spec 9: the days from the plan's start with no devotional completion mark. A day is missed
 * once it has passed: the viewed day and the days after today are still open. After the
 * programme the count starts at the later of 1 January and the reader's first mark, so a
 * reader who arrives in September has not "missed" January to August.
 */
export function missedDays(date: IsoDate, today: IsoDate, completedKeys: ReadonlySet<string>): MissedDays {
  const cycle = planCycleOf(date);
  let since = cycle.first;
  if (cycle.kind === 'year') {
    const started = firstMarkedDate(completedKeys);
    if (started === null) return { count: 0, since: null };
    if (started > since) since = started;
  }
  const end = date < today ? date : today;
  const span = Math.max(0, daysBetween(since, end));
  let marked = 0;
  for (const key of completedKeys) {
    const day = dateOfKey(key);
    if (key === planKey(day, 'devotional') && day >= since && day < end) marked += 1;
  }
  return { count: span - marked, since };
}

export interface StripDay {
  date: IsoDate;
  /** Inside the navigable range (spec 2: programme start to the later of its end and today). */
  selectable: boolean;
}

/** The five-day strip around a date. */
export function planStripDays(date: IsoDate, today: IsoDate): StripDay[] {
  const { first, last } = navigableRange(today);
  const days: StripDay[] = [];
  for (let offset = -PLAN_STRIP_RADIUS; offset <= PLAN_STRIP_RADIUS; offset++) {
    const day = addDaysIso(date, offset);
    days.push({ date: day, selectable: day >= first && day <= last });
  }
  return days;
}
