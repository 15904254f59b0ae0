// Long reading text (a devotion's body, a study's paragraphs, a prayer) in a Suspense boundary of
// its own. On a server-rendered page React hydrates such a boundary after the rest of the page,
// at its lowest priority and in small slices, so the header and the day's controls are live
// first; a tap inside it (a Strong's word, a highlight) hydrates it at once (decision 008).
// Nothing in it suspends: the boundary never shows a fallback.
import { Suspense, type ReactNode } from 'react';

export function ReadingText({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
