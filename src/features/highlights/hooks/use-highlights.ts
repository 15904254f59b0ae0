// The reader's highlights (spec 3 "Highlight"), kept the one way every list is kept
// (lib/kept-lists): a visitor's on this device, a member's in the account with a copy here,
// changed at once on screen; `add` and `remove` reject when the server refuses, so the caller
// shows its error toast, and the change is taken back.
import { useCallback, useMemo, useState } from 'react';
import { highlightsList } from '../../../lib/kept-lists/lists/highlights.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import type { Highlight, HighlightColour } from '../../../shared/schemas/user-data.ts';

/** A new highlight: the quoted text with its surroundings (see anchoring.ts), a colour, and the day it was made on. */
export interface NewHighlight {
  devotionId: number;
  text: string;
  prefix: string;
  suffix: string;
  color: HighlightColour;
  date?: string;
}

const NO_HIGHLIGHTS: Highlight[] = [];

function newHighlightId(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The highlights of one devotion, oldest first; none without a devotion id (spec 5). */
export function useHighlights(devotionId: number | undefined) {
  const { items, put, remove: removeKept } = useKeptList(highlightsList);
  const highlights = useMemo(
    () =>
      devotionId === undefined
        ? NO_HIGHLIGHTS
        : items.filter((highlight) => highlight.devotionId === devotionId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [items, devotionId],
  );
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (input: NewHighlight): Promise<Highlight> => {
      setPending(true);
      try {
        const highlight: Highlight = { ...input, id: newHighlightId(), createdAt: new Date().toISOString() };
        await put(highlight);
        return highlight;
      } finally {
        setPending(false);
      }
    },
    [put],
  );

  const remove = useCallback(
    async (id: string): Promise<void> => {
      setPending(true);
      try {
        await removeKept(id);
      } finally {
        setPending(false);
      }
    },
    [removeKept],
  );

  return { highlights, add, remove, pending };
}
