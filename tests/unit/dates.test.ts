import { describe, expect, it } from 'vitest';
import {
  dateFromMonthAndDay,
  formatCompactDate,
  formatFullDate,
  isIsoDate,
  monthNumberFromName,
  navigableRange,
  resolveRouteDate,
} from '../../src/shared/dates.ts';

const TODAY = '2026-11-21';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2025-01-05')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-5')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });
});

describe('resolveRouteDate (spec 2: date parameter, else month and day this year, else today)', () => {
  it('uses a parsable date parameter (/{date}, /devotion/{date}, /share/{date})', () => {
    expect(resolveRouteDate({ date: '2025-01-05' }, TODAY)).toBe('2025-01-05');
  });

  it('falls back to today for an unparsable date', () => {
    expect(resolveRouteDate({ date: '2025-02-30' }, TODAY)).toBe(TODAY);
  });

  it('reads a month name and day in the current year (/{month}/{day})', () => {
    expect(resolveRouteDate({ month: 'january', day: '5' }, TODAY)).toBe('2026-01-05');
    expect(resolveRouteDate({ month: 'Dec', day: '25' }, TODAY)).toBe('2026-12-25');
  });

  it('falls back to today for a day the month does not have', () => {
    expect(resolveRouteDate({ month: 'february', day: '30' }, TODAY)).toBe(TODAY);
    expect(resolveRouteDate({ month: 'february', day: 'x' }, TODAY)).toBe(TODAY);
  });

  it('accepts 29 February only in a leap year', () => {
    expect(dateFromMonthAndDay('february', '29', 2028)).toBe('2028-02-29');
    expect(dateFromMonthAndDay('february', '29', 2026)).toBeNull();
  });

  it('is today with no parameters (/)', () => {
    expect(resolveRouteDate({}, TODAY)).toBe(TODAY);
  });
});

describe('month names', () => {
  it('reads full and short names in any case, and rejects others', () => {
    expect(monthNumberFromName('January')).toBe(1);
    expect(monthNumberFromName('sept')).toBe(9);
    expect(monthNumberFromName('ju')).toBeNull();
    expect(monthNumberFromName('about')).toBeNull();
  });
});

describe('labels and programme weeks', () => {
  it('formats the navigator labels', () => {
    expect(formatFullDate('2025-01-05')).toBe('Sunday, January 5, 2025');
    expect(formatCompactDate('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('lets navigation run to today once today is past the programme', () => {
    expect(navigableRange(TODAY)).toEqual({ first: '2025-01-01', last: TODAY });
    expect(navigableRange('2025-06-01')).toEqual({ first: '2025-01-01', last: '2026-06-30' });
  });
});
