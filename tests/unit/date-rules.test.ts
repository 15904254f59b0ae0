// src/shared/dates.ts, the edges of its rules (tests/unit/dates.test.ts covers the main
// cases): what counts as a date, the programme's first and last day, and month names.
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  dateFromMonthAndDay,
  daysBetween,
  isInProgramme,
  isIsoDate,
  monthNumberFromName,
  navigableRange,
  PROGRAMME_END,
  PROGRAMME_START,
  resolveRouteDate,
  todayIso,
} from '../../src/shared/dates.ts';

describe('a date on the wire', () => {
  it.each([
    ' 2025-01-05',
    '2025-01-05 ',
    'x2025-01-05',
    '2025-01-05x',
    '2025-01-05T00:00:00Z',
    '12025-01-05',
    '2025-01-5',
    '2025-00-10',
    '2025-04-31',
  ])('is not %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('is any real day, the first and last of a month included', () => {
    for (const value of ['2025-01-01', '2025-01-31', '2025-12-31', '2024-02-29', '2026-06-30']) expect(isIsoDate(value)).toBe(true);
  });
});

describe('the programme (DECISIONS "Every date has a devotion")', () => {
  it('runs from 2025-01-01 to 2026-06-30, both days included', () => {
    expect([PROGRAMME_START, PROGRAMME_END]).toEqual(['2025-01-01', '2026-06-30']);
    expect(isInProgramme('2025-01-01')).toBe(true);
    expect(isInProgramme('2026-06-30')).toBe(true);
    expect(isInProgramme('2024-12-31')).toBe(false);
    expect(isInProgramme('2026-07-01')).toBe(false);
  });

  it('can be navigated to its last day, or a week past today when that is later (decision 027)', () => {
    expect(navigableRange('2025-06-01')).toEqual({ first: PROGRAMME_START, last: PROGRAMME_END });
    expect(navigableRange('2026-06-23')).toEqual({ first: PROGRAMME_START, last: PROGRAMME_END });
    expect(navigableRange('2026-06-24').last).toBe('2026-07-01');
    expect(navigableRange('2026-11-28').last).toBe('2026-12-05');
  });
});

describe('counting days', () => {
  it('adds days across months, years and the clock change', () => {
    expect(addDaysIso('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDaysIso('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('counts calendar days between two dates, negative backwards', () => {
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween(PROGRAMME_START, PROGRAMME_END)).toBe(545);
    expect(daysBetween('2025-01-31', '2025-01-01')).toBe(-30);
  });

  it("today is the reader's local calendar day, late evening included", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayIso(new Date(2025, 0, 6, 0, 0))).toBe('2025-01-06');
  });
});

describe('month names in a link (/{month}/{day})', () => {
  it('work from three letters, so May and its neighbours resolve', () => {
    expect(monthNumberFromName('may')).toBe(5);
    expect(monthNumberFromName('Mar')).toBe(3);
    expect(monthNumberFromName(' december ')).toBe(12);
  });

  it('of two letters are ambiguous (ma: March or May) and name no month', () => {
    expect(monthNumberFromName('ma')).toBeNull();
    expect(monthNumberFromName('')).toBeNull();
  });

  it('with a day of one or two digits only', () => {
    expect(dateFromMonthAndDay('january', '05', 2025)).toBe('2025-01-05');
    expect(dateFromMonthAndDay('january', '005', 2025)).toBeNull();
    expect(dateFromMonthAndDay('january', '5th', 2025)).toBeNull();
    expect(dateFromMonthAndDay('smarch', '5', 2025)).toBeNull();
  });

  it('fall back to the date parameter rules: a good month and day beat a bad date, a missing day means today', () => {
    expect(resolveRouteDate({ date: 'christmas', month: 'dec', day: '25' }, '2025-06-01')).toBe('2025-12-25');
    expect(resolveRouteDate({ month: 'dec' }, '2025-06-01')).toBe('2025-06-01');
    expect(resolveRouteDate({ day: '25' }, '2025-06-01')).toBe('2025-06-01');
  });
});
