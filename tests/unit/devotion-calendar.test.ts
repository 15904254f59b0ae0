import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDevotionCalendar } from '../../src/shared/devotion-calendar.ts';
import { addDaysIso, PROGRAMME_END, PROGRAMME_START, toIsoDate } from '../../src/shared/dates.ts';

function every(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDaysIso(date, 1)) dates.push(date);
  return dates;
}

const TODAY = '2026-11-23';

describe('the devotion calendar over the entries that exist', () => {
  const full = createDevotionCalendar(every(PROGRAMME_START, PROGRAMME_END));

  it('shows a dated entry on its own date and the perennial one elsewhere', () => {
    expect(full.resolve('2025-01-05')).toBe('2025-01-05');
    expect(full.resolve('2026-11-23')).toBe('2025-11-24');
  });

  it('falls back to the next best match while the programme is incomplete', () => {
    const partial = createDevotionCalendar(['2025-11-17', '2025-11-24']);
    expect(partial.resolve('2026-11-23')).toBe('2025-11-24');
    expect(createDevotionCalendar(['2025-11-17']).resolve('2026-11-23')).toBe('2025-11-17');
  });

  it('has nothing when there are no entries', () => {
    expect(createDevotionCalendar([]).resolve('2026-11-23')).toBeNull();
  });

  it('moves previous and next one day at a time with no gaps, from the first date to a week after today', () => {
    const LAST = addDaysIso(TODAY, 7);
    const anyNavigable = fc.integer({ min: 0, max: 697 }).map((offset) => addDaysIso(PROGRAMME_START, offset));
    fc.assert(
      fc.property(anyNavigable, (date) => {
        const { previous, next } = full.neighbours(date, TODAY);
        expect(previous).toBe(date === PROGRAMME_START ? null : addDaysIso(date, -1));
        expect(next).toBe(date === LAST ? null : addDaysIso(date, 1));
      }),
    );
  });

  it('gives a date outside the range a way back into it', () => {
    expect(full.neighbours('1950-03-01', TODAY)).toEqual({ previous: null, next: PROGRAMME_START });
    expect(full.neighbours('2030-03-01', TODAY)).toEqual({ previous: addDaysIso(TODAY, 7), next: null });
    expect(toIsoDate(new Date(2026, 10, 23))).toBe(TODAY);
  });

  it('stops at the ends of the four-digit years: no "10000-01-01" after 9999-12-31', () => {
    expect(full.neighbours('9999-12-31', TODAY)).toEqual({ previous: addDaysIso(TODAY, 7), next: null });
    expect(full.neighbours('0100-01-01', TODAY)).toEqual({ previous: null, next: PROGRAMME_START });
  });
});
