// Every kept list, for what works on all of them: the sign-in merge and sign-out (account.ts),
// sending pending changes, export and import (data-file.ts), the library. A new list (memory
// cards, say) is its fact in shared/kept-data.ts and shared/schemas/user-data.ts, its adapter
// beside these, and one line here.
import type { KeptListId } from '../../shared/kept-data.ts';
import type { KeptListAdapter } from './kept-list.ts';
import { bookmarksList } from './lists/bookmarks.ts';
import { highlightsList } from './lists/highlights.ts';
import { journalList } from './lists/journal.ts';
import { memoryCardsList } from './lists/memory-cards.ts';
import { planProgressList } from './lists/plan-progress.ts';

export const KEPT_LIST_ADAPTERS: { [Id in KeptListId]: KeptListAdapter<Id> } = {
  bookmarks: bookmarksList,
  highlights: highlightsList,
  journal: journalList,
  planProgress: planProgressList,
  memoryCards: memoryCardsList,
};
