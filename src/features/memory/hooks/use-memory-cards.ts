// The reader's memory-verse cards (issue 30), kept the one way every list is kept
// (lib/kept-lists): a visitor's on this device, a member's in the account with a copy here.
// Learning a verse makes a card due at once; a review replaces the card with FSRS's next one.
import { useCallback } from 'react';
import { memoryCardsList } from '../../../lib/kept-lists/lists/memory-cards.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import { deviceTimeZone } from '../../../shared/memory-days.ts';
import type { MemoryGrade } from '../../../shared/memory-schedule.ts';
import { useMemoryDue } from './use-memory-due.ts';
import type { MemoryCard, MemoryVerseSource } from '../../../shared/schemas/user-data.ts';

export function useMemoryCards(now: Date = new Date()) {
  const { items: cards, ready, put, remove } = useKeptList(memoryCardsList);
  const timeZone = deviceTimeZone();
  const due = useMemoryDue(now);

  const cardFor = useCallback((reference: string) => cards.find((card) => card.reference === reference), [cards]);

  // The FSRS scheduler loads on the first use, not with the devotion page that offers "Learn".
  const learn = useCallback(
    async (reference: string, source: MemoryVerseSource) => {
      const { newMemoryCard } = await import('../../../shared/memory-schedule.ts');
      return put(newMemoryCard(reference, source, new Date()));
    },
    [put],
  );

  const review = useCallback(
    async (card: MemoryCard, grade: MemoryGrade) => {
      const { reviewMemoryCard } = await import('../../../shared/memory-schedule.ts');
      return put(reviewMemoryCard(card, grade, new Date(), timeZone));
    },
    [put, timeZone],
  );

  const forget = useCallback((reference: string) => remove(reference), [remove]);

  return { cards, due, ready, timeZone, cardFor, learn, review, forget };
}
