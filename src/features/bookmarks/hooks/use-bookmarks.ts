// The reader's bookmarks (spec 4 "Bookmark"), kept the one way every list is kept
// (lib/kept-lists): a visitor's on this device, a member's in the account with a copy here,
// changed at once on screen. `toggle` rejects when the server refuses, so the caller shows its
// error toast; the change is then taken back.
import { useCallback, useState } from 'react';
import { bookmarksList } from '../../../lib/kept-lists/lists/bookmarks.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';

/** What a bookmark needs from a devotion (a loaded Devotion fits). */
export interface BookmarkTarget {
  id: number;
  date?: string;
}

export type BookmarkChange = 'added' | 'removed';

export function useBookmarks() {
  const { items: bookmarks, put, remove } = useKeptList(bookmarksList);
  const [pending, setPending] = useState(false);

  const isBookmarked = useCallback((devotionId: number) => bookmarks.some((bookmark) => bookmark.devotionId === devotionId), [bookmarks]);

  /** Spec 4: deletes the bookmark if the devotion has one, else creates it. Rejects on failure. */
  const toggle = useCallback(
    async (devotion: BookmarkTarget): Promise<BookmarkChange> => {
      setPending(true);
      try {
        if (isBookmarked(devotion.id)) {
          await remove(String(devotion.id));
          return 'removed';
        }
        await put({ devotionId: devotion.id, ...(devotion.date ? { date: devotion.date } : {}), createdAt: new Date().toISOString() });
        return 'added';
      } finally {
        setPending(false);
      }
    },
    [isBookmarked, put, remove],
  );

  return { bookmarks, isBookmarked, toggle, pending };
}
