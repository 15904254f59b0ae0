// Spec 2 and 8: the floating bookmark toggle with its toasts; disabled while a change is
// pending and when there is no devotion. Loaded after the devotion shows (bookmark-action.tsx).
import { Bookmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DeferredIntent } from '../../../components/ui/deferred.tsx';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useBookmarks, type BookmarkTarget } from '../hooks/use-bookmarks.ts';

interface BookmarkToggleProps {
  devotion: BookmarkTarget | undefined;
  /** The look-alike was pressed before this loaded (bookmark-action.tsx): act on it once. */
  intent?: DeferredIntent | null;
}

export default function BookmarkToggle({ devotion, intent = null }: BookmarkToggleProps) {
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

  const button = useRef<HTMLButtonElement>(null);
  const intentHandled = useRef(false);
  useEffect(() => {
    if (!intent || intentHandled.current) return;
    intentHandled.current = true;
    if (intent.focus) button.current?.focus();
    if (intent.open) void onClick();
    // Once, on the first mount: the press it stands for happened before this loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FloatingAction
      ref={button}
      label={saved ? 'Remove bookmark' : 'Bookmark this devotion'}
      caption="Bookmark"
      // The kept state at a glance: pressed, and the icon filled.
      aria-pressed={saved}
      disabled={!devotion || pending}
      onClick={onClick}
    >
      <Bookmark size={20} aria-hidden fill={saved ? 'currentColor' : 'none'} />
    </FloatingAction>
  );
}
