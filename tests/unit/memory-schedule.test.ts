// Memory-verse scheduling (src/shared/memory-schedule.ts): FSRS decides the interval and the
// reader's time zone decides the day. Properties over any card history, any moment and a set of
// time zones that includes summer-time changes and zones far from UTC either way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/shared/dates.ts';
import {
  isDueToday,
  localDateIn,
  MEMORY_GRADES,
  newMemoryCard,
  nextReviewDate,
  reviewMemoryCard,
  startOfLocalDay,
  type MemoryGrade,
} from '../../src/shared/memory-schedule.ts';
import { memoryCardSchema, type MemoryCard } from '../../src/shared/schemas/user-data.ts';

const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
];
const zone = fc.constantFrom(...ZONES);
const grade = fc.constantFrom<MemoryGrade>(...MEMORY_GRADES);
// Moments from 2025 to 2027, with summer-time changes among them.
const moment = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms));
const SOURCE = { kind: 'devotion', date: '2025-01-05' } as const;

/** A card after some reviews, each some minutes to weeks after the one before. */
const history = fc.record({
  start: moment,
  timeZone: zone,
  steps: fc.array(fc.record({ grade, gapMinutes: fc.integer({ min: 1, max: 60 * 24 * 40 }) }), { maxLength: 8 }),
});

function play({ start, timeZone, steps }: { start: Date; timeZone: string; steps: { grade: MemoryGrade; gapMinutes: number }[] }) {
  let card: MemoryCard = newMemoryCard('2 Corinthians 5:17', SOURCE, start);
  let now = start;
  for (const step of steps) {
    now = new Date(now.getTime() + step.gapMinutes * 60_000);
    card = reviewMemoryCard(card, step.grade, now, timeZone);
  }
  return { card, now };
}

describe('memory-verse scheduling', () => {
  it('makes a new card due at once, today', () => {
    fc.assert(
      fc.property(moment, zone, (now, timeZone) => {
        const card = newMemoryCard('John 11:35', SOURCE, now);
        expect(memoryCardSchema.parse(card)).toEqual(card);
        expect(isDueToday(card, now, timeZone)).toBe(true);
      }),
    );
  });

  it('brings a card graded Again back today, in the reader’s time zone', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 1, max: 60 * 24 * 60 }), (past, gap) => {
        const { card, now: last } = play(past);
        const now = new Date(last.getTime() + gap * 60_000);
        const again = reviewMemoryCard(card, 'again', now, past.timeZone);
        expect(nextReviewDate(again, past.timeZone)).toBe(localDateIn(now, past.timeZone));
        expect(isDueToday(again, now, past.timeZone)).toBe(true);
        expect(new Date(again.due).getTime()).toBeGreaterThanOrEqual(now.getTime());
      }),
    );
  });

  it('moves a card graded Good later: after now, no sooner than Again or Hard, no later than Easy', () => {
    fc.assert(
      fc.property(history, (past) => {
        const { card, now } = play(past);
        const due = (g: MemoryGrade) => new Date(reviewMemoryCard(card, g, now, past.timeZone).due).getTime();
        expect(due('good')).toBeGreaterThan(now.getTime());
        expect(due('good')).toBeGreaterThanOrEqual(due('again'));
        expect(due('good')).toBeGreaterThanOrEqual(due('hard'));
        expect(due('easy')).toBeGreaterThanOrEqual(due('good'));
      }),
    );
  });

  it('moves a card the reader knows well to a later day each time it is graded Good', () => {
    fc.assert(
      fc.property(moment, zone, fc.integer({ min: 2, max: 6 }), (start, timeZone, reviews) => {
        let card = newMemoryCard('John 11:35', SOURCE, start);
        let now = start;
        let lastDay = localDateIn(now, timeZone);
        for (let index = 0; index < reviews; index++) {
          card = reviewMemoryCard(card, 'good', now, timeZone);
          const day = nextReviewDate(card, timeZone);
          expect(day >= lastDay).toBe(true);
          lastDay = day;
          now = new Date(card.due);
        }
        // Past the learning steps, Good always lands on a later day than today.
        card = reviewMemoryCard(card, 'good', now, timeZone);
        expect(nextReviewDate(card, timeZone) > localDateIn(now, timeZone)).toBe(true);
      }),
    );
  });

  it('counts an interval of days on the reader’s calendar, from the start of that day', () => {
    fc.assert(
      fc.property(history, grade, (past, g) => {
        const { card, now } = play(past);
        const next = reviewMemoryCard(card, g, now, past.timeZone);
        if (next.scheduledDays < 1) return;
        const day = addDaysIso(localDateIn(now, past.timeZone), next.scheduledDays);
        expect(nextReviewDate(next, past.timeZone)).toBe(day);
        expect(next.due).toBe(startOfLocalDay(day, past.timeZone).toISOString());
      }),
    );
  });

  it('reads "due today" on the reader’s clock, not the server’s', () => {
    // 23:30 on 30 March in Sydney is 12:30 UTC the same day; 01:30 on 31 March is 14:30 UTC on the 30th.
    const card = {
      ...newMemoryCard('John 11:35', SOURCE, new Date('2025-03-30T00:00:00Z')),
      due: startOfLocalDay('2025-03-31', 'Australia/Sydney').toISOString(),
    };
    expect(card.due).toBe('2025-03-30T13:00:00.000Z');
    expect(isDueToday(card, new Date('2025-03-30T12:30:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isDueToday(card, new Date('2025-03-30T13:00:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isDueToday(card, new Date('2025-03-30T13:00:00Z'), 'UTC')).toBe(true);
    expect(isDueToday(card, new Date('2025-03-30T12:59:59Z'), 'America/New_York')).toBe(true);
  });

  it('finds the start of a day across summer-time changes', () => {
    // New York springs forward on 9 March 2025 and falls back on 2 November 2025.
    expect(startOfLocalDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfLocalDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(startOfLocalDay('2025-11-03', 'America/New_York').toISOString()).toBe('2025-11-03T05:00:00.000Z');
    fc.assert(
      fc.property(moment, zone, (instant, timeZone) => {
        const day = localDateIn(instant, timeZone);
        const start = startOfLocalDay(day, timeZone);
        expect(localDateIn(start, timeZone)).toBe(day);
        expect(localDateIn(new Date(start.getTime() - 1), timeZone)).toBe(addDaysIso(day, -1));
      }),
    );
  });
});
