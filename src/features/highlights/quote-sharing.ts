// Copy and Share from the selection popover (issue 28): the words a reader selected, with the
// devotion they come from, its date and its address, so a quote passed on can be traced back.
import { formatFullDate } from '../../shared/dates.ts';

export interface QuoteSource {
  text: string;
  title: string;
  /** The day being read, when known: its share address is the link. */
  date?: string | undefined;
  origin: string;
}

function linkFor(source: QuoteSource): string {
  return source.date ? `${source.origin}/share/${source.date}` : source.origin;
}

/** “The words” — Title, Saturday, November 28, 2026 (LUMEN) and the link. */
export function quotation(source: QuoteSource): string {
  const when = source.date ? `, ${formatFullDate(source.date)}` : '';
  return `“${source.text}”\n— ${source.title}${when}\n${linkFor(source)}`;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Web Share API where the browser has it (phones: the system share sheet); elsewhere the
 * link is copied. A share the reader cancels is no failure.
 */
export async function shareQuote(source: QuoteSource): Promise<'shared' | 'link-copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: source.title, text: `“${source.text}”`, url: linkFor(source) });
      return 'shared';
    } catch (error) {
      if ((error as Error | null)?.name === 'AbortError') return 'shared';
    }
  }
  return (await copyText(linkFor(source))) ? 'link-copied' : 'failed';
}
