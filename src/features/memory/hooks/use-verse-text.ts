// A card's verse, always in the KJV words of the devotion or James day it was learned from (the
// text the server resolved from the KJV at import), never a copy kept with the card.
import { trpc } from '../../../lib/trpc.ts';
import type { MemoryVerseSource } from '../../../shared/schemas/user-data.ts';

export type VerseText = { status: 'loading' } | { status: 'error' } | { status: 'ready'; text: string; context: string };

export function useVerseText(source: MemoryVerseSource): VerseText {
  const devotion = trpc.devotion.byDate.useQuery(
    { date: source.kind === 'devotion' ? source.date : '' },
    { enabled: source.kind === 'devotion' },
  );
  const james = trpc.james.byDay.useQuery({ day: source.kind === 'james' ? source.day : 1 }, { enabled: source.kind === 'james' });
  if (source.kind === 'devotion') {
    if (devotion.data) return { status: 'ready', text: devotion.data.memoryVerse.text, context: devotion.data.memoryVerse.context };
    return devotion.isError ? { status: 'error' } : { status: 'loading' };
  }
  if (james.data) return { status: 'ready', text: james.data.memoryVerse.verse, context: james.data.memoryVerse.context };
  return james.isError ? { status: 'error' } : { status: 'loading' };
}
