// Spec 2 "Study-resource layout by devotion date" and the Advent range of spec 9.
import type { IsoDate } from '../../shared/dates.ts';

export type StudyLayout = 'none' | 'progressive' | 'tabbed' | 'current';

export function studyLayoutFor(date: IsoDate): StudyLayout {
  if (date < '2025-07-23') return 'none';
  if (date === '2025-07-23') return 'progressive';
  if (date <= '2026-06-30') return 'tabbed';
  return 'current';
}

/** The seven-day Advent series shows the centred "A Devotional by" variant. */
export function isAdventDate(date: IsoDate): boolean {
  return date >= '2025-11-30' && date <= '2025-12-06';
}
