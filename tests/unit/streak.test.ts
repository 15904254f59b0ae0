// The honest streak's rules (src/shared/streak.ts) and the time-zone days they stand on
// (src/shared/time-zones.ts): reading days in the reader's zone, day boundaries, the changes to
// and from summer time, and grace days.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  longestStreak,
  parseReadingKey,
  readingDayAt,
  readingDaysOf,
  readingKey,
  streakSummary,
  weekMarks,
} from '../../src/shared/streak.ts';
import { addCalendarDays, calendarDaysBetween, instantInTimeZone, isTimeZone } from '../../src/shared/time-zones.ts';

const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Auckland', 'Asia/Kolkata'];

/** `count` consecutive days ending on `last`. */
function run(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addCalendarDays(last, -index));
}

const days = (...lists: string[][]) => new Set(lists.flat());

describe('reading days in the reader’s time zone', () => {
  it('counts a mark by the calendar day where the reader is, not where the server or UTC is', () => {
    const instant = new Date('2026-06-15T22:30:00Z');
    expect(readingDayAt(instant, 'Pacific/Auckland')).toBe('2026-06-16');
    expect(readingDayAt(instant, 'America/Los_Angeles')).toBe('2026-06-15');
    expect(readingDayAt(instant, 'UTC')).toBe('2026-06-15');
  });

  it('splits days at local midnight: a second before is the day before, a second after is the next', () => {
    const midnight = instantInTimeZone('2026-01-10', '00:00', 'America/New_York');
    expect(midnight.toISOString()).toBe('2026-01-10T05:00:00.000Z');
    expect(readingDayAt(new Date(midnight.getTime() - 1000), 'America/New_York')).toBe('2026-01-09');
    expect(readingDayAt(midnight, 'America/New_York')).toBe('2026-01-10');
  });

  it('keeps the short spring day (23 hours) and the long autumn day (25 hours) as one day each', () => {
    // New York: clocks go forward on 8 March 2026 and back on 1 November 2026.
    const springEarly = instantInTimeZone('2026-03-08', '00:30', 'America/New_York');
    const springLate = instantInTimeZone('2026-03-08', '23:30', 'America/New_York');
    expect(springLate.getTime() - springEarly.getTime()).toBe(22 * 3_600_000);
    expect(readingDayAt(springEarly, 'America/New_York')).toBe('2026-03-08');
    expect(readingDayAt(springLate, 'America/New_York')).toBe('2026-03-08');

    const autumnEarly = instantInTimeZone('2026-11-01', '00:30', 'America/New_York');
    const autumnLate = instantInTimeZone('2026-11-01', '23:30', 'America/New_York');
    expect(autumnLate.getTime() - autumnEarly.getTime()).toBe(24 * 3_600_000);
    expect(readingDayAt(autumnEarly, 'America/New_York')).toBe('2026-11-01');
    expect(readingDayAt(autumnLate, 'America/New_York')).toBe('2026-11-01');
  });

  it('places a time the clocks skip just after the gap, and a time they repeat at its first occurrence', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST. 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(instantInTimeZone('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantInTimeZone('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantInTimeZone('2026-10-25', '03:00', 'Europe/London').toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(instantInTimeZone('2026-03-29', '03:00', 'Europe/London').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('reads a wall-clock time back as the day it was set on, in every zone and on every day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 3 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...ZONES),
        (offset, hour, minute, zone) => {
          const date = addCalendarDays('2025-01-01', offset);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(readingDayAt(instantInTimeZone(date, time, zone), zone)).toBe(date);
        },
      ),
    );
  });

  it('knows IANA zones by name and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus_Mons', '+02:00', '', 'Europe/London; DROP', 'x'.repeat(80)]) expect(isTimeZone(bad), bad).toBe(false);
  });

  it('counts calendar days across the changes of summer time without losing or adding one', () => {
    expect(calendarDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendarDaysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('reads reading days from the plan’s keys and leaves the plan’s items alone', () => {
    const keys = [
      '2026-03-01-devotional',
      readingKey('2026-03-01', '2026-03-02'),
      readingKey('2026-02-20', '2026-03-02'),
      '2026-03-02-word-study',
    ];
    expect(parseReadingKey(keys[1]!)).toEqual({ devotionDate: '2026-03-01', readingDay: '2026-03-02' });
    expect(parseReadingKey('2026-03-01-devotional')).toBeNull();
    expect([...readingDaysOf(keys)]).toEqual(['2026-03-02']);
  });
});

describe('the streak', () => {
  it('counts a week read every evening through the change to summer time as seven days in a row', () => {
    for (const [zone, change] of [
      ['Europe/London', '2026-03-29'],
      ['America/New_York', '2026-03-08'],
      ['Europe/London', '2026-10-25'],
      ['Australia/Sydney', '2026-04-05'],
    ] as const) {
      const week = run(addCalendarDays(change, 3), 7);
      const marks = week.map((day) => readingDayAt(instantInTimeZone(day, '23:45', zone), zone));
      const streak = currentStreak(new Set(marks), addCalendarDays(change, 3));
      expect(streak, `${zone} ${change}`).toEqual({
        days: 7,
        first: addCalendarDays(change, -3),
        last: addCalendarDays(change, 3),
        graceDays: [],
      });
    }
  });

  it('counts two marks in one local day once, and marks either side of local midnight as two days', () => {
    const zone = 'Pacific/Auckland';
    const morning = readingDayAt(instantInTimeZone('2026-04-04', '06:00', zone), zone);
    const evening = readingDayAt(instantInTimeZone('2026-04-04', '23:59', zone), zone);
    const afterMidnight = readingDayAt(new Date(instantInTimeZone('2026-04-05', '00:00', zone).getTime() + 60_000), zone);
    expect(currentStreak(new Set([morning, evening]), '2026-04-04').days).toBe(1);
    expect(currentStreak(new Set([morning, evening, afterMidnight]), '2026-04-05').days).toBe(2);
  });

  it('leaves today open: a streak that ended yesterday is still current', () => {
    const read = days(run('2026-05-09', 4));
    expect(currentStreak(read, '2026-05-10')).toEqual({ days: 4, first: '2026-05-06', last: '2026-05-09', graceDays: [] });
  });

  it('uses a grace day for one missed day, and says which', () => {
    const read = days(run('2026-05-10', 3), run('2026-05-06', 5));
    expect(currentStreak(read, '2026-05-10')).toEqual({ days: 8, first: '2026-05-02', last: '2026-05-10', graceDays: ['2026-05-07'] });
  });

  it('keeps the streak when yesterday was missed and today is still open, with yesterday as its grace day', () => {
    const read = days(run('2026-05-08', 6));
    expect(currentStreak(read, '2026-05-10')).toEqual({ days: 6, first: '2026-05-03', last: '2026-05-08', graceDays: ['2026-05-09'] });
  });

  it('ends the streak at two missed days in a row', () => {
    const read = days(run('2026-05-10', 3), run('2026-05-05', 10));
    expect(currentStreak(read, '2026-05-10')).toEqual({ days: 3, first: '2026-05-08', last: '2026-05-10', graceDays: [] });
    expect(currentStreak(days(run('2026-05-07', 5)), '2026-05-10')).toEqual({ days: 0, first: null, last: null, graceDays: [] });
  });

  it('allows one missed day in any seven: two missed days a week apart are both grace days, closer ones are not', () => {
    // Missed 3 and 10 May (seven days apart): both forgiven.
    const weekApart = days(run('2026-05-12', 2), run('2026-05-09', 6), run('2026-05-02', 4));
    expect(currentStreak(weekApart, '2026-05-12')).toMatchObject({
      days: 12,
      first: '2026-04-29',
      graceDays: ['2026-05-10', '2026-05-03'],
    });
    // Missed 4 and 10 May (six days apart): the later one is forgiven, the streak starts after the earlier.
    const sixApart = days(run('2026-05-12', 2), run('2026-05-09', 5), run('2026-05-03', 4));
    expect(currentStreak(sixApart, '2026-05-12')).toEqual({ days: 7, first: '2026-05-05', last: '2026-05-12', graceDays: ['2026-05-10'] });
  });

  it('finds the longest streak in the past, with its grace days', () => {
    const read = days(run('2026-05-10', 2), run('2026-04-20', 9), run('2026-04-10', 4));
    expect(longestStreak(read, '2026-05-10')).toEqual({ days: 13, first: '2026-04-07', last: '2026-04-20', graceDays: ['2026-04-11'] });
    expect(currentStreak(read, '2026-05-10').days).toBe(2);
  });

  it('shows this week, Sunday to Saturday, as seven marks', () => {
    // Wednesday 13 May 2026; read Sunday, Monday and Wednesday; Tuesday a grace day.
    const read = days(['2026-05-10', '2026-05-11', '2026-05-13'], run('2026-05-09', 5));
    expect(weekMarks(read, '2026-05-13').map(({ date, mark }) => `${date} ${mark}`)).toEqual([
      '2026-05-10 read',
      '2026-05-11 read',
      '2026-05-12 grace',
      '2026-05-13 read',
      '2026-05-14 ahead',
      '2026-05-15 ahead',
      '2026-05-16 ahead',
    ]);
    // Saturday, not read yet; Thursday and Friday not read: no grace for two in a row.
    expect(weekMarks(read, '2026-05-16').map(({ mark }) => mark)).toEqual(['read', 'read', 'unread', 'read', 'unread', 'unread', 'today']);
  });

  const readingDaysArbitrary = fc
    .uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 100 })
    .map((offsets) => new Set(offsets.map((offset) => addCalendarDays('2026-01-01', offset))));

  it('holds its rules over any reading history (property)', () => {
    fc.assert(
      fc.property(readingDaysArbitrary, fc.integer({ min: 0, max: 125 }), (read, todayOffset) => {
        const today = addCalendarDays('2026-01-01', todayOffset);
        const { current, longest, week } = streakSummary(read, today);
        expect(longest.days).toBeGreaterThanOrEqual(current.days);
        for (const streak of [current, longest]) {
          if (streak.days === 0) continue;
          const span = calendarDaysBetween(streak.first!, streak.last!) + 1;
          // Every day of the streak was read or is one of its grace days.
          expect(span).toBe(streak.days + streak.graceDays.filter((day) => day < streak.last!).length);
          // Grace days are at least seven days apart: one missed day in any seven.
          const graces = [...streak.graceDays].sort();
          graces.slice(1).forEach((day, index) => expect(calendarDaysBetween(graces[index]!, day)).toBeGreaterThanOrEqual(7));
          for (const grace of graces) {
            expect(read.has(grace)).toBe(false);
            expect(read.has(addCalendarDays(grace, -1))).toBe(true);
          }
        }
        expect(week).toHaveLength(7);
        expect(week.filter(({ mark }) => mark === 'today')).toHaveLength(read.has(today) ? 0 : 1);
      }),
    );
  });

  it('never shortens the streak when a day is read (property)', () => {
    fc.assert(
      fc.property(readingDaysArbitrary, fc.integer({ min: 0, max: 120 }), (read, extra) => {
        const today = '2026-05-01';
        const more = new Set([...read, addCalendarDays('2026-01-01', extra)]);
        expect(currentStreak(more, today).days).toBeGreaterThanOrEqual(currentStreak(read, today).days);
        expect(longestStreak(more, today).days).toBeGreaterThanOrEqual(longestStreak(read, today).days);
      }),
    );
  });
});
