// The memory-verse cards due today, for the header's count: the kept list and the reader's
// calendar only, so the first page does not load the FSRS scheduler (use-memory-cards.ts).
import { useMemo } from 'react';
import { memoryCardsList } from '../../../lib/kept-lists/lists/memory-cards.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import { deviceTimeZone, isDueToday } from '../../../shared/memory-days.ts';

export function useMemoryDue(now: Date = new Date()) {
  const { items: cards } = useKeptList(memoryCardsList);
  const timeZone = deviceTimeZone();
  const day = now.toDateString();
  return useMemo(
    () => cards.filter((card) => isDueToday(card, new Date(), timeZone)),
    // Recomputed when the cards change or the day turns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cards, timeZone, day],
  );
}
