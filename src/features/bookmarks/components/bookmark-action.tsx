// The bookmark floating action as the route places it. The toggle and its data (zod-checked
// storage) load after the devotion shows, so the first page stays within its size budget;
// until then a disabled look-alike holds its place.
import { Bookmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import type { BookmarkTarget } from '../hooks/use-bookmarks.ts';

const BookmarkToggle = lazy(() => import('./bookmark-toggle.tsx'));

export function BookmarkAction({ devotion }: { devotion: BookmarkTarget | undefined }) {
  return (
    <Suspense
      fallback={
        <FloatingAction label="Bookmark this devotion" disabled>
          <Bookmark size={20} aria-hidden />
        </FloatingAction>
      }
    >
      <BookmarkToggle devotion={devotion} />
    </Suspense>
  );
}
