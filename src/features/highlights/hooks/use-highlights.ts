// The reader's highlights (spec 3 "Highlight"): one hook owns them (STYLE "User data behind one
// hook per feature"). Signed out they live on this device under `lumen-highlights`, checked
// item by item on read (an unknown colour reads as yellow); an account's server sync can slot
// in here without changing callers.
import { useCallback, useMemo, useState } from 'react';
import { PERSONAL_DATA, readLocalValue, useLocalValue, validItems, writeLocal } from '../../../lib/local-store.ts';
import { highlightSchema, type Highlight, type HighlightColour } from '../../../shared/schemas/user-data.ts';

/** A new highlight: the quoted text with its surroundings (see anchoring.ts) and a colour. */
export interface NewHighlight {
  devotionId: number;
  text: string;
  prefix: string;
  suffix: string;
  color: HighlightColour;
}

const NO_HIGHLIGHTS: Highlight[] = [];
const parseHighlights = (value: unknown): Highlight[] => validItems(value, highlightSchema);
const readHighlights = () => readLocalValue(PERSONAL_DATA.highlights, parseHighlights, NO_HIGHLIGHTS);

function newHighlightId(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The highlights of one devotion, oldest first; none without a devotion id (spec 5). */
export function useHighlights(devotionId: number | undefined) {
  const all = useLocalValue(PERSONAL_DATA.highlights, parseHighlights, NO_HIGHLIGHTS);
  const highlights = useMemo(
    () =>
      devotionId === undefined
        ? NO_HIGHLIGHTS
        : all.filter((highlight) => highlight.devotionId === devotionId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [all, devotionId],
  );
  const [pending, setPending] = useState(false);

  const add = useCallback(async (input: NewHighlight): Promise<Highlight> => {
    setPending(true);
    try {
      const highlight = highlightSchema.parse({ ...input, id: newHighlightId(), createdAt: new Date().toISOString() });
      writeLocal(PERSONAL_DATA.highlights, [...readHighlights(), highlight]);
      return highlight;
    } finally {
      setPending(false);
    }
  }, []);

  const remove = useCallback(async (id: string): Promise<void> => {
    setPending(true);
    try {
      writeLocal(
        PERSONAL_DATA.highlights,
        readHighlights().filter((highlight) => highlight.id !== id),
      );
    } finally {
      setPending(false);
    }
  }, []);

  return { highlights, add, remove, pending };
}
