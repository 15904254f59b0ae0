// Bookmarks (spec 3 "Bookmark", 7): one per devotion, newest first.
import { defineKeptList, newestFirst } from '../kept-list.ts';

export const bookmarksList = defineKeptList({
  id: 'bookmarks',
  keyOf: (bookmark) => String(bookmark.devotionId),
  compare: (a, b) => newestFirst(a.createdAt, b.createdAt) || a.devotionId - b.devotionId,
  remote: {
    list: (client) => client.bookmark.list.query(),
    put: (client, bookmark) =>
      client.bookmark.add.mutate({ devotionId: bookmark.devotionId, ...(bookmark.date ? { date: bookmark.date } : {}) }),
    remove: (client, key) => client.bookmark.remove.mutate({ devotionId: Number(key) }),
    merge: (client, bookmarks) => client.bookmark.merge.mutate({ bookmarks }),
  },
});
