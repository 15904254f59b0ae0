// Splits a search snippet into plain and matched parts (the server marks matches with
// SNIPPET_MARK), so the client can draw matches as <mark> without injecting HTML.
import { SNIPPET_MARK } from '../../shared/constants.ts';

export interface SnippetPart {
  text: string;
  matched: boolean;
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const start = rest.indexOf(SNIPPET_MARK.start);
    if (start === -1) {
      parts.push({ text: rest, matched: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), matched: false });
    const stop = rest.indexOf(SNIPPET_MARK.stop, start);
    const end = stop === -1 ? rest.length : stop;
    parts.push({ text: rest.slice(start + 1, end), matched: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  return parts.filter((part) => part.text.length > 0);
}
