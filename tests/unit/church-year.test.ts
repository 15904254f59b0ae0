import fc from 'fast-check';
import { getDay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  adventSunday,
  dayOfWeekFromSunday,
  easterDay,
  feastOf,
  PROGRAMME_WEEKS,
  programmeWeekOf,
  programmeWeekStart,
  resolvePerennialDate,
} from '../../src/shared/church-year.ts';
import { addDaysIso, PROGRAMME_END, PROGRAMME_START, toIsoDate } from '../../src/shared/dates.ts';

const weekday = (date: string) => getDay(parseISO(date));
const FIXED = new Set(['01-01', '01-06', '11-01', '12-24', '12-25']);

/** Any date from 1900-01-01 to 2200-12-31. */
const anyDate = fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true }).map((date) => toIsoDate(date));

describe('Easter and Advent', () => {
  it('computes Easter Day by the Gregorian computus', () => {
    expect(easterDay(2025)).toBe('2025-04-20');
    expect(easterDay(2026)).toBe('2026-04-05');
    expect(easterDay(2027)).toBe('2027-03-28');
    expect(easterDay(1943)).toBe('1943-04-25'); // the latest possible
    expect(easterDay(2285)).toBe('2285-03-22'); // the earliest possible
  });

  it('puts Advent Sunday on the fourth Sunday before Christmas', () => {
    expect(adventSunday(2025)).toBe('2025-11-30');
    expect(adventSunday(2026)).toBe('2026-11-29');
    expect(adventSunday(2022)).toBe('2022-11-27');
    expect(adventSunday(2023)).toBe('2023-12-03');
  });

  it('names the feasts', () => {
    expect(feastOf('2025-03-05')).toBe('Ash Wednesday');
    expect(feastOf('2027-03-28')).toBe('Easter Day');
    expect(feastOf('2026-11-22')).toBe('Christ the King');
    expect(feastOf('2026-12-25')).toBe('Christmas Day');
    expect(feastOf('2026-11-24')).toBeNull();
  });
});

describe('the perennial calendar (DECISIONS "Every date has a devotion")', () => {
  it('shows a programme date its own devotion', () => {
    expect(resolvePerennialDate('2025-06-01')).toBe('2025-06-01');
    expect(resolvePerennialDate(PROGRAMME_START)).toBe(PROGRAMME_START);
    expect(resolvePerennialDate(PROGRAMME_END)).toBe(PROGRAMME_END);
  });

  it('opens Easter Day 2027 and Advent Sunday 2026 on their feasts', () => {
    expect(feastOf(resolvePerennialDate('2027-03-28'))).toBe('Easter Day');
    expect(resolvePerennialDate('2026-11-29')).toBe('2025-11-30');
    expect(resolvePerennialDate('2026-11-22')).toBe('2025-11-23'); // Christ the King
  });

  it('never shows the Christ the King devotion on a Monday', () => {
    expect(resolvePerennialDate('2026-11-23')).toBe('2025-11-24');
    expect(weekday(resolvePerennialDate('2026-11-23'))).toBe(1);
  });

  it('keeps fixed feasts on their dates', () => {
    expect(resolvePerennialDate('2026-12-25')).toBe('2025-12-25');
    expect(resolvePerennialDate('2031-11-01')).toBe('2025-11-01');
    expect(resolvePerennialDate('2027-01-06').slice(5)).toBe('01-06');
  });

  it('shows Christmas Eve when the Fourth Sunday of Advent falls on 24 December (DECISIONS)', () => {
    const years = [];
    for (let year = 1900; year <= 2200; year++) if (addDaysIso(adventSunday(year), 21) === `${year}-12-24`) years.push(year);
    expect(years).toEqual(expect.arrayContaining([2028, 2034, 2045]));
    for (const year of years) {
      expect(feastOf(`${year}-12-24`)).toBe('Christmas Eve');
      expect(resolvePerennialDate(`${year}-12-24`)).toBe('2025-12-24');
    }
  });

  it('alternates the two programme years: odd years read 2025, even years 2026', () => {
    expect(resolvePerennialDate('2027-03-28')).toBe('2025-04-20');
    expect(resolvePerennialDate('2028-04-16')).toBe('2026-04-05');
  });

  it('maps every date from 1900 to 2200 to exactly one programme date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const shown = resolvePerennialDate(date);
        expect(shown >= PROGRAMME_START && shown <= PROGRAMME_END).toBe(true);
        expect(resolvePerennialDate(date)).toBe(shown);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the weekday, fixed feasts aside', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const shown = resolvePerennialDate(date);
        if (FIXED.has(date.slice(5))) expect(shown.slice(5)).toBe(date.slice(5));
        else expect(weekday(shown)).toBe(weekday(date));
      }),
      { numRuns: 3000 },
    );
  });

  it('lands every movable feast on its feast devotion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.constantFrom(-49, -46, -42, -35, -28, -21, -14, -7, -3, -2, -1, 0, 7, 39, 49, 56),
        (year, offset) => {
          const date = addDaysIso(easterDay(year), offset);
          expect(feastOf(resolvePerennialDate(date))).toBe(feastOf(date));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.constantFrom(-7, 0, 7, 14, 21), (year, offset) => {
        const date = addDaysIso(adventSunday(year), offset);
        fc.pre(!FIXED.has(date.slice(5))); // the Fourth Sunday of Advent can be Christmas Eve, which keeps its date
        expect(resolvePerennialDate(date)).toBe(addDaysIso('2025-11-30', offset));
      }),
    );
  });

  it('keeps the Advent days before Christmas before Christmas, in every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 26 }), (year, offset) => {
        const date = addDaysIso(adventSunday(year), offset);
        fc.pre(date.slice(5) < '12-24');
        const shown = resolvePerennialDate(date);
        expect(shown >= '2025-11-30' && shown < '2025-12-24').toBe(true);
      }),
    );
  });

  it('holds for every single date from 1900 to 2200, not only sampled ones', () => {
    let checked = 0;
    for (let date = '1900-01-01'; date <= '2200-12-31'; date = addDaysIso(date, 1)) {
      const shown = resolvePerennialDate(date);
      const kept = FIXED.has(date.slice(5)) ? shown.slice(5) === date.slice(5) : weekday(shown) === weekday(date);
      if (!kept || shown < PROGRAMME_START || shown > PROGRAMME_END) throw new Error(`${date} shows ${shown}`);
      checked++;
    }
    expect(checked).toBe(109_938);
  }, 60_000);
});

describe('Sunday weeks (DECISIONS "Weekly themes")', () => {
  it('makes the New Year week week 1 and starts week 2 on Sunday 5 January 2025', () => {
    expect(programmeWeekOf('2025-01-01')).toBe(1);
    expect(dayOfWeekFromSunday('2025-01-01')).toBe(4);
    expect(dayOfWeekFromSunday('2025-01-04')).toBe(7);
    expect(programmeWeekOf('2025-01-05')).toBe(2);
    expect(dayOfWeekFromSunday('2025-01-05')).toBe(1);
  });

  it('has 79 weeks, the last from Sunday 28 June 2026 with three days', () => {
    expect(PROGRAMME_WEEKS).toBe(79);
    expect(programmeWeekStart(79)).toBe('2026-06-28');
    expect(programmeWeekOf(PROGRAMME_END)).toBe(79);
    expect(programmeWeekStart(1)).toBe('2025-01-01');
  });

  it('makes the week of Advent Sunday 2025 its own week', () => {
    expect(programmeWeekOf('2025-11-30')).toBe(programmeWeekOf('2025-12-06'));
    expect(programmeWeekOf('2025-11-29')).toBe(programmeWeekOf('2025-11-30') - 1);
  });
});
