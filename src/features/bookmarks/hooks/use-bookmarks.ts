// The reader's bookmarks (spec 4 "Bookmark"): one hook owns them (STYLE "User data behind one
// hook per feature"). Signed out they live on this device under `lumen-bookmarks`, checked
// item by item on read; an account's server sync can slot in here without changing callers.
import { useCallback, useState } from 'react';
import { PERSONAL_DATA, readLocalValue, useLocalValue, validItems, writeLocal } from '../../../lib/local-store.ts';
import { bookmarkSchema, type Bookmark } from '../../../shared/schemas/user-data.ts';

/** What a bookmark needs from a devotion (a loaded Devotion fits). */
export interface BookmarkTarget {
  id: number;
  date?: string;
}

export type BookmarkChange = 'added' | 'removed';

const NO_BOOKMARKS: Bookmark[] = [];
const parseBookmarks = (value: unknown): Bookmark[] => validItems(value, bookmarkSchema);

export function useBookmarks() {
  const bookmarks = useLocalValue(PERSONAL_DATA.bookmarks, parseBookmarks, NO_BOOKMARKS);
  const [pending, setPending] = useState(false);

  const isBookmarked = useCallback((devotionId: number) => bookmarks.some((bookmark) => bookmark.devotionId === devotionId), [bookmarks]);

  /** Spec 4: deletes the bookmark if the devotion has one, else creates it. Rejects on failure. */
  const toggle = useCallback(async (devotion: BookmarkTarget): Promise<BookmarkChange> => {
    setPending(true);
    try {
      // Read afresh: another tab may have changed the list since this one rendered.
      const current = readLocalValue(PERSONAL_DATA.bookmarks, parseBookmarks, NO_BOOKMARKS);
      if (current.some((bookmark) => bookmark.devotionId === devotion.id)) {
        writeLocal(
          PERSONAL_DATA.bookmarks,
          current.filter((bookmark) => bookmark.devotionId !== devotion.id),
        );
        return 'removed';
      }
      const bookmark = bookmarkSchema.parse({ devotionId: devotion.id, date: devotion.date, createdAt: new Date().toISOString() });
      writeLocal(PERSONAL_DATA.bookmarks, [...current, bookmark]);
      return 'added';
    } finally {
      setPending(false);
    }
  }, []);

  return { bookmarks, isBookmarked, toggle, pending };
}
