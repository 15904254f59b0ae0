import { describe, expect, it } from 'vitest';
import {
  dateFromMonthAndDay,
  formatCompactDate,
  formatFullDate,
  isIsoDate,
  monthNumberFromName,
  navigableRange,
  readRouteDate,
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
    expect(resolveRouteDate({ month: 'Nov', day: '25' }, TODAY)).toBe('2026-11-25');
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
    expect(readRouteDate({}, TODAY)).toEqual({ date: TODAY, fallback: null });
  });

  it('says why an impossible date fell back to today (decision 027)', () => {
    const why = (params: Parameters<typeof readRouteDate>[0]) => readRouteDate(params, TODAY);
    expect(why({ month: 'february', day: '30' })).toEqual({ date: TODAY, fallback: "There is no 30 February; showing today's devotion" });
    expect(why({ date: '2025-02-30' }).fallback).toBe("There is no 30 February; showing today's devotion");
    expect(why({ date: '2025-02-29' }).fallback).toBe("There is no 29 February in 2025; showing today's devotion");
    expect(why({ month: 'feb', day: '29' }).fallback).toBe("There is no 29 February in 2026; showing today's devotion");
    expect(why({ date: '2026-13-45' }).fallback).toBe("There is no month 13; showing today's devotion");
    expect(why({ date: '2026-04-31' }).fallback).toBe("There is no 31 April; showing today's devotion");
    expect(why({ date: 'soon' }).fallback).toBe('There is no date "soon"; showing today\'s devotion');
    expect(why({ date: '2025-01-05' }).fallback).toBeNull();
  });

  it('opens a week ahead and no further, as the arrows and the calendar do (decision 027)', () => {
    expect(readRouteDate({ date: '2026-11-28' }, TODAY)).toEqual({ date: '2026-11-28', fallback: null });
    expect(readRouteDate({ date: '2026-11-29' }, TODAY)).toEqual({
      date: TODAY,
      fallback: "Sunday, November 29, 2026 is more than 7 days ahead; showing today's devotion",
    });
    expect(readRouteDate({ month: 'Dec', day: '25' }, TODAY).date).toBe(TODAY);
    expect(readRouteDate({ date: '2024-12-31' }, TODAY)).toEqual({
      date: TODAY,
      fallback: "LUMEN's devotions begin on Wednesday, January 1, 2025; showing today's devotion",
    });
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

  it('lets navigation run to a week after today once that is past the programme', () => {
    expect(navigableRange(TODAY)).toEqual({ first: '2025-01-01', last: '2026-11-28' });
    expect(navigableRange('2026-06-28')).toEqual({ first: '2025-01-01', last: '2026-07-05' });
    expect(navigableRange('2025-06-01')).toEqual({ first: '2025-01-01', last: '2026-06-30' });
  });
});
