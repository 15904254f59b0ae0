// The bookmark floating action as the route places it. The toggle and its data (zod-checked
// storage) load at once for a reader who has kept bookmarks or is signed in, and for everyone
// else when first pressed or pointed at: with nothing kept, nothing is bookmarked, and the
// first page stays light on a phone. While the toggle loads, a disabled look-alike holds its place.
import { Bookmark } from 'lucide-react';
import { Suspense, useState } from 'react';
import { intentHandlers, useLatched, type DeferredIntent } from '../../../components/ui/deferred.tsx';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import { useHasLocalValue } from '../../../lib/local-store.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { useMemberName } from '../../../lib/member.ts';
import { KEPT_LISTS } from '../../../shared/kept-data.ts';
import type { BookmarkTarget } from '../hooks/use-bookmarks.ts';

/** The real toggle; once loaded (on intent, or in idle time: app/first-presses.ts) it renders at once. */
export const BookmarkToggle = preloadable(() => import('./bookmark-toggle.tsx').then((module) => module.default));

export function BookmarkAction({ devotion }: { devotion: BookmarkTarget | undefined }) {
  const member = useMemberName();
  const kept = useHasLocalValue(KEPT_LISTS.bookmarks.deviceKey);
  const [intent, setIntent] = useState<DeferredIntent | null>(null);
  const loaded = useLatched(member !== null || kept || intent !== null);

  if (!loaded) {
    return (
      <FloatingAction
        label="Bookmark this devotion"
        caption="Bookmark"
        aria-pressed={false}
        disabled={!devotion}
        {...intentHandlers(setIntent, BookmarkToggle.preload)}
      >
        <Bookmark size={20} aria-hidden />
      </FloatingAction>
    );
  }
  return (
    <Suspense
      fallback={
        <FloatingAction label="Bookmark this devotion" caption="Bookmark" aria-pressed={false} disabled>
          <Bookmark size={20} aria-hidden />
        </FloatingAction>
      }
    >
      <BookmarkToggle devotion={devotion} intent={intent} />
    </Suspense>
  );
}
