// The reader's bookmarks (spec 4 "Bookmark"): one hook owns them (STYLE "User data behind one
// hook per feature"). Signed out they live on this device under `lumen-bookmarks`, checked
// item by item on read. Signed in they are the account's (bookmark.list), cached on this
// device per member (lib/member-sync.ts) and changed optimistically: a failed change is rolled
// back and `toggle` rejects, so the caller shows its error toast.
import { useCallback, useEffect, useState } from 'react';
import { PERSONAL_DATA, readLocalValue, useLocalValue, validItems, writeLocal } from '../../../lib/local-store.ts';
import { cacheServerCopy, syncKey, useMemberName } from '../../../lib/member-sync.ts';
import { trpc } from '../../../lib/trpc.ts';
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
  const member = useMemberName();
  const local = useLocalValue(member ? syncKey(member, 'bookmarks') : PERSONAL_DATA.bookmarks, parseBookmarks, NO_BOOKMARKS);
  const utils = trpc.useUtils();
  const list = trpc.bookmark.list.useQuery(undefined, { enabled: member !== null });
  const serverList = member ? list.data : undefined;
  const bookmarks = serverList ?? local;
  const [pending, setPending] = useState(false);

  // The server's list, kept on this device so it shows at once next time.
  useEffect(() => {
    if (member && serverList) cacheServerCopy(member, 'bookmarks', serverList);
  }, [member, serverList]);

  const add = trpc.bookmark.add.useMutation();
  const remove = trpc.bookmark.remove.useMutation();

  const isBookmarked = useCallback((devotionId: number) => bookmarks.some((bookmark) => bookmark.devotionId === devotionId), [bookmarks]);

  /** Spec 4: deletes the bookmark if the devotion has one, else creates it. Rejects on failure. */
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: removeAsync } = remove;
  const toggle = useCallback(
    async (devotion: BookmarkTarget): Promise<BookmarkChange> => {
      setPending(true);
      try {
        if (member) {
          await utils.bookmark.list.cancel();
          const previous = utils.bookmark.list.getData() ?? readLocalValue(syncKey(member, 'bookmarks'), parseBookmarks, NO_BOOKMARKS);
          const removing = previous.some((bookmark) => bookmark.devotionId === devotion.id);
          const optimistic = removing
            ? previous.filter((bookmark) => bookmark.devotionId !== devotion.id)
            : [...previous, bookmarkSchema.parse({ devotionId: devotion.id, date: devotion.date, createdAt: new Date().toISOString() })];
          utils.bookmark.list.setData(undefined, optimistic);
          try {
            if (removing) await removeAsync({ devotionId: devotion.id });
            else await addAsync({ devotionId: devotion.id, ...(devotion.date ? { date: devotion.date } : {}) });
          } catch (error) {
            utils.bookmark.list.setData(undefined, previous);
            throw error;
          }
          void utils.bookmark.list.invalidate();
          return removing ? 'removed' : 'added';
        }
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
    },
    [member, utils, addAsync, removeAsync],
  );

  return { bookmarks, isBookmarked, toggle, pending };
}
