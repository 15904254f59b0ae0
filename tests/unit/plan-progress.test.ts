import { describe, expect, it } from 'vitest';
import {
  firstMarkedDate,
  missedDays,
  planCycleOf,
  planDayOf,
  planKey,
  planStripDays,
  PROGRAMME_DAYS,
} from '../../src/features/plan/plan-progress.ts';
import { addDaysIso } from '../../src/shared/dates.ts';
import { PLAN_ITEMS } from '../../src/shared/schemas/user-data.ts';

const TODAY = '2026-11-23';
const devotionals = (...dates: string[]) => new Set(dates.map((date) => planKey(date, 'devotional')));
/** Every date from `first` to `last`, inclusive. */
function range(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDaysIso(date, 1)) dates.push(date);
  return dates;
}

describe('the programme (spec 9: 2025-01-01 to 2026-06-30, counted inclusively)', () => {
  it('has 546 days, from Day 1 to Day 546', () => {
    expect(PROGRAMME_DAYS).toBe(546);
    expect(planDayOf('2025-01-01')).toEqual({ day: 1, total: 546 });
    expect(planDayOf('2025-01-05')).toEqual({ day: 5, total: 546 });
    expect(planDayOf('2025-12-31')).toEqual({ day: 365, total: 546 });
    expect(planDayOf('2026-06-30')).toEqual({ day: 546, total: 546 });
  });

  it('counts missed days from the programme start up to the day before the viewed date', () => {
    expect(missedDays('2025-01-01', TODAY, new Set())).toEqual({ count: 0, since: '2025-01-01' });
    expect(missedDays('2025-01-10', TODAY, new Set())).toEqual({ count: 9, since: '2025-01-01' });
    expect(missedDays('2025-01-10', TODAY, devotionals('2025-01-02', '2025-01-05'))).toEqual({ count: 7, since: '2025-01-01' });
    expect(missedDays('2026-06-30', TODAY, new Set())).toEqual({ count: 545, since: '2025-01-01' });
  });

  it('counts only the devotional mark, not the other items, and never the viewed day or later', () => {
    const others = new Set(PLAN_ITEMS.filter((item) => item !== 'devotional').map((item) => planKey('2025-01-02', item)));
    expect(missedDays('2025-01-04', TODAY, others).count).toBe(3);
    expect(missedDays('2025-01-04', TODAY, devotionals('2025-01-04', '2025-01-09')).count).toBe(3);
  });

  it('does not count days after today as missed', () => {
    expect(missedDays('2025-03-01', '2025-01-10', new Set()).count).toBe(9);
  });
});

describe('after the programme (decision 004: the calendar year, counted from the reader’s first mark)', () => {
  it('reads the calendar year: "Day n of 365", or of 366 in a leap year', () => {
    expect(planCycleOf('2027-03-15')).toEqual({ kind: 'year', first: '2027-01-01', last: '2027-12-31', total: 365 });
    expect(planDayOf('2027-01-01')).toEqual({ day: 1, total: 365 });
    expect(planDayOf('2027-03-15')).toEqual({ day: 74, total: 365 });
    expect(planDayOf('2027-12-31')).toEqual({ day: 365, total: 365 });
    expect(planDayOf('2028-12-31')).toEqual({ day: 366, total: 366 });
  });

  it('takes up 2026 after the programme ends on 30 June', () => {
    expect(planDayOf('2026-07-01')).toEqual({ day: 182, total: 365 });
    expect(planDayOf(TODAY)).toEqual({ day: 327, total: 365 });
  });

  it('misses nothing before the reader’s first mark', () => {
    expect(missedDays('2027-09-01', '2027-09-01', new Set())).toEqual({ count: 0, since: null });
    expect(missedDays('2027-09-10', '2027-09-10', devotionals('2027-09-01', '2027-09-02'))).toEqual({ count: 7, since: '2027-09-01' });
  });

  it('starts each year afresh: a reader who began earlier counts from 1 January', () => {
    const read2027 = devotionals(...range('2027-01-01', '2027-12-31'));
    expect(missedDays('2027-12-31', '2027-12-31', read2027).count).toBe(0);
    expect(missedDays('2028-01-10', '2028-01-10', read2027)).toEqual({ count: 9, since: '2028-01-01' });
  });

  it('counts 2026 from the start of the year for a reader of the programme', () => {
    const readAll = devotionals(...range('2025-01-01', '2026-06-30'));
    expect(missedDays('2026-07-11', TODAY, readAll)).toEqual({ count: 10, since: '2026-01-01' });
  });

  it('starts from the first mark of any item', () => {
    expect(firstMarkedDate([planKey('2027-05-02', 'word-study'), planKey('2027-06-01', 'devotional')])).toBe('2027-05-02');
    expect(firstMarkedDate([])).toBeNull();
  });
});

describe('the day strip (spec 9: 2 days either side)', () => {
  it('shows five days around the date', () => {
    expect(planStripDays('2025-03-10', TODAY).map((day) => day.date)).toEqual([
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
    ]);
  });

  it('offers only days inside the navigable range', () => {
    expect(planStripDays('2025-01-01', TODAY).map((day) => day.selectable)).toEqual([false, false, true, true, true]);
    expect(planStripDays(addDaysIso(TODAY, 7), TODAY).map((day) => day.selectable)).toEqual([true, true, true, false, false]);
  });
});
