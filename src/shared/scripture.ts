// Scripture display rules shared by server and client.
import { TRANSLATION } from './constants.ts';

/**
 * Spec 2 "Devotion card": "Read on" opens the reference in an online KJV reader, with the
 * translation tag removed and spaces turned into plus signs.
 */
export function readOnUrl(reference: string): string {
  const bare = reference.replace(new RegExp(`\\s*\\(?${TRANSLATION.tag}\\)?\\s*$`), '').trim();
  return `https://www.biblegateway.com/passage/?search=${encodeURIComponent(bare).replace(/%20/g, '+').replace(/%3A/g, ':')}&version=${TRANSLATION.tag}`;
}

/** A run of verse text: KJV words supplied by the translators (printed in italics) are `supplied`. */
export interface VerseSegment {
  text: string;
  supplied: boolean;
}

/** Verse text keeps the KJV's [bracketed] supplied words; this splits it for italic rendering. */
export function splitSuppliedWords(text: string): VerseSegment[] {
  return text
    .split(/(\[[^\]]*\])/)
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('[') && part.endsWith(']') ? { text: part.slice(1, -1), supplied: true } : { text: part, supplied: false },
    );
}
