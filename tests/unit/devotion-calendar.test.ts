import { describe, expect, it } from 'vitest';
import { createDevotionCalendar } from '../../src/shared/devotion-calendar.ts';

describe('the perennial rule (DECISIONS "Every date has a devotion")', () => {
  const calendar = createDevotionCalendar(['2025-01-05', '2026-01-05', '2025-02-28', '2026-02-28', '2025-03-01']);

  it('shows a dated entry on its own date', () => {
    expect(calendar.resolve('2025-01-05')).toBe('2025-01-05');
  });

  it('shows the most recent entry for the same month and day on other years', () => {
    expect(calendar.resolve('2026-11-21')).toBeNull();
    expect(calendar.resolve('2027-01-05')).toBe('2026-01-05');
    expect(calendar.resolve('2030-03-01')).toBe('2025-03-01');
  });

  it('falls back from 29 February to 28 February', () => {
    expect(calendar.resolve('2028-02-29')).toBe('2026-02-28');
  });

  it('prefers a real leap-day entry when there is one', () => {
    expect(createDevotionCalendar(['2024-02-29', '2026-02-28']).resolve('2028-02-29')).toBe('2024-02-29');
  });

  it('has nothing for a month and day with no entry at all', () => {
    expect(calendar.resolve('2027-07-04')).toBeNull();
  });
});

describe('navigation', () => {
  const every = (from: string, days: number) =>
    Array.from({ length: days }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

  it('steps one day within the programme and stops at its first date', () => {
    const calendar = createDevotionCalendar(every('2025-01-01', 10));
    expect(calendar.neighbours('2025-01-05', '2026-11-21')).toEqual({ previous: '2025-01-04', next: '2025-01-06' });
    expect(calendar.neighbours('2025-01-01', '2026-11-21').previous).toBeNull();
  });

  it('skips dates that show no devotion', () => {
    const calendar = createDevotionCalendar(['2025-01-01', '2025-01-05']);
    expect(calendar.neighbours('2025-01-01', '2025-06-01')).toEqual({ previous: null, next: '2025-01-05' });
  });

  it('runs to today past the programme end, and not beyond', () => {
    const calendar = createDevotionCalendar(every('2025-01-01', 365));
    expect(calendar.neighbours('2026-11-21', '2026-11-21')).toEqual({ previous: '2026-11-20', next: null });
  });
});
