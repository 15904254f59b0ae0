// When a memory verse comes back (issue 30; DECISIONS "Beyond the page"): the FSRS algorithm of
// `ts-fsrs` decides the interval, and the reader's time zone decides the day. A card due "in 3
// days" is due from the start of the reader's third day from today (so a summer-time change or
// the hour of review never moves it a day), and a card graded Again comes back today.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { addDaysIso } from './dates.ts';
import { endOfLocalDay, localDateIn, startOfLocalDay } from './memory-days.ts';
import type { MemoryCard, MemoryVerseSource } from './schemas/user-data.ts';

export const MEMORY_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type MemoryGrade = (typeof MEMORY_GRADES)[number];

const RATINGS: Record<MemoryGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

// No fuzz: the same review gives the same date on every device of a member.
const scheduler = fsrs({ enable_fuzz: false });

function toFsrs(card: MemoryCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
  };
}

function fromFsrs(card: Card, base: Pick<MemoryCard, 'reference' | 'source' | 'createdAt'>, now: Date): MemoryCard {
  return {
    ...base,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review ? { lastReview: card.last_review.toISOString() } : {}),
    updatedAt: now.toISOString(),
  };
}

/** A new card for a verse, due now (so it is among today's verses at once). */
export function newMemoryCard(reference: string, source: MemoryVerseSource, now: Date): MemoryCard {
  return fromFsrs(createEmptyCard(now), { reference, source, createdAt: now.toISOString() }, now);
}

/** The card after the reader graded it at `now`, due on a day of the reader's calendar. */
export function reviewMemoryCard(card: MemoryCard, grade: MemoryGrade, now: Date, timeZone: string): MemoryCard {
  const next = scheduler.next(toFsrs(card), now, RATINGS[grade]).card;
  const today = localDateIn(now, timeZone);
  if (next.scheduled_days >= 1) {
    // Days, not hours: due from the start of that day of the reader's calendar.
    next.due = startOfLocalDay(addDaysIso(today, next.scheduled_days), timeZone);
  } else if (localDateIn(next.due, timeZone) > today) {
    // A short step past midnight. Again means today, so it is due before the day ends; another
    // grade falls on the next day like a day's interval does, from its start, so that Good is
    // never due after Easy.
    next.due = grade === 'again' ? endOfLocalDay(today, timeZone) : startOfLocalDay(localDateIn(next.due, timeZone), timeZone);
  }
  return fromFsrs(next, card, now);
}

export { deviceTimeZone, endOfLocalDay, isDueToday, localDateIn, nextReviewDate, startOfLocalDay } from './memory-days.ts';
