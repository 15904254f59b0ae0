// Strong's definitions name other entries ("Compare G5368", "from H1961 (hâyâh)"); the modal
// turns each such number into a link to that entry.
import { STRONGS_NUMBER_IN_TEXT } from '../../shared/schemas/strongs.ts';

export type CrossReferencePart = { text: string; strongsNumber: null } | { text: string; strongsNumber: string };

/** Splits text into plain runs and Strong's numbers; joining the parts' text gives the text back. */
export function crossReferenceParts(text: string): CrossReferencePart[] {
  const parts: CrossReferencePart[] = [];
  let last = 0;
  for (const match of text.matchAll(STRONGS_NUMBER_IN_TEXT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), strongsNumber: null });
    parts.push({ text: match[0], strongsNumber: `${match[1]}${Number(match[2])}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), strongsNumber: null });
  return parts;
}
