// Spec 2 and 8: the floating bookmark toggle with its toasts; disabled while a change is
// pending and when there is no devotion. Loaded after the devotion shows (bookmark-action.tsx).
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useBookmarks, type BookmarkTarget } from '../hooks/use-bookmarks.ts';

export default function BookmarkToggle({ devotion }: { devotion: BookmarkTarget | undefined }) {
  const { isBookmarked, toggle, pending } = useBookmarks();
  const toast = useToast();
  const saved = devotion ? isBookmarked(devotion.id) : false;

  const onClick = async () => {
    if (!devotion) return;
    try {
      const change = await toggle(devotion);
      toast(
        change === 'added'
          ? { title: 'Devotion bookmarked', description: 'This devotion has been saved to your bookmarks.' }
          : { title: 'Bookmark removed', description: 'This devotion has been removed from your bookmarks.' },
      );
    } catch {
      toast({ title: 'Error', description: 'Failed to update bookmark. Please try again.', tone: 'destructive' });
    }
  };

  return (
    <FloatingAction label={saved ? 'Remove bookmark' : 'Bookmark this devotion'} disabled={!devotion || pending} onClick={onClick}>
      {saved ? <BookmarkCheck size={20} aria-hidden /> : <Bookmark size={20} aria-hidden />}
    </FloatingAction>
  );
}
