// What the device says about the reader's lists, in words: counts ("2 bookmarks and 1 journal
// day"), and what a sign-out did. Small and free of the lists' code, for the first page.
import { KEPT_LIST_IDS, type KeptListId } from '../../shared/kept-data.ts';

/** How many items of each list. */
export type ListCounts = Record<KeptListId, number>;

export interface SignedOut {
  /** The visitor's own lists still on this device. */
  stays: ListCounts;
  /** Unsent changes kept for the member's next sign-in (0 when discarded or none). */
  held: number;
  discarded: number;
}

/** How each list is named in a sentence: one item, many items, the list. */
export const LIST_WORDS: Record<KeptListId, [one: string, many: string, list: string]> = {
  bookmarks: ['bookmark', 'bookmarks', 'bookmarks'],
  highlights: ['highlight', 'highlights', 'highlights'],
  journal: ['journal day', 'journal days', 'journal'],
  planProgress: ['plan mark', 'plan marks', 'reading plan'],
  memoryCards: ['memory verse', 'memory verses', 'memory verses'],
};

export function countedList(counts: Partial<ListCounts>): string[] {
  return KEPT_LIST_IDS.flatMap((id) => {
    const count = counts[id] ?? 0;
    const [one, many] = LIST_WORDS[id];
    return count > 0 ? [`${count} ${count === 1 ? one : many}`] : [];
  });
}

export function joinedWords(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** What the sign-out toast says, after the spec's own sentence: what went, and what stays. */
export function describeSignOut({ stays, held, discarded }: SignedOut): string {
  const sentences = [
    "This device no longer holds your account's journal, bookmarks, highlights, note drafts or plan progress; your account keeps them.",
  ];
  if (held > 0)
    sentences.push(
      `${held === 1 ? 'One change' : `${held} changes`} not yet sent ${held === 1 ? 'stays' : 'stay'} on this device until you sign in again.`,
    );
  if (discarded > 0) sentences.push(`${discarded === 1 ? 'One unsent change was' : `${discarded} unsent changes were`} discarded.`);
  const kept = countedList(stays);
  sentences.push(
    kept.length > 0
      ? `Your own data from before you signed in stays here: ${joinedWords(kept)}.`
      : 'None of your data from before you signed in is left here: it went into your account.',
  );
  return sentences.join(' ');
}
