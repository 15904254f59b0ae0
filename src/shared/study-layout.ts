// Spec 2 "Study-resource layout by devotion date" and the Advent range of spec 9.
import { PROGRAMME_END, type IsoDate } from './dates.ts';

export type StudyLayout = 'none' | 'progressive' | 'tabbed' | 'current';

export function studyLayoutFor(date: IsoDate): StudyLayout {
  if (date < '2025-07-23') return 'none';
  if (date === '2025-07-23') return 'progressive';
  if (date <= PROGRAMME_END) return 'tabbed';
  return 'current';
}

/** The seven-day Advent series of the programme (spec 9). */
const ADVENT_SERIES = { first: '2025-11-30', last: '2025-12-06' } as const satisfies Record<string, IsoDate>;

/** The seven-day Advent series shows the centred "A Devotional by" variant. */
export function isAdventDate(date: IsoDate): boolean {
  return date >= ADVENT_SERIES.first && date <= ADVENT_SERIES.last;
}
