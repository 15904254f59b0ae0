// What a reader keeps, named once (DECISIONS "Names", "Accounts, members and safety"): the
// lists, their keys on the device (each under the `lumen-` prefix), their bounds, and the keys
// of a member's copies. Free of zod on purpose: the first page reads these names, and the
// schemas that check the values (schemas/user-data.ts) load only once there is something to check.

/** Dates and times a reader's data may carry: a devotional's calendar, not the whole of history. */
export const KEPT_YEARS = { first: 1900, last: 2200 } as const;

/** True for a yyyy-MM-dd date or an ISO time whose year lies within KEPT_YEARS. */
export function isWithinKeptYears(value: string): boolean {
  // Years of four digits only: "+010000-…" and "-000001-…" (extended years) are outside anyway.
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year !== undefined && Number(year) >= KEPT_YEARS.first && Number(year) <= KEPT_YEARS.last;
}

/** Limits that keep every stored list and text bounded (clear 4xx errors beyond them). */
export const USER_DATA_LIMITS = {
  highlightText: 2000,
  highlightContext: 64,
  noteContent: 10_000,
  journalAnswer: 10_000,
  journalAnswers: 10,
  listSize: 5000,
  /** Four items a day (spec 3) and the day each was read (the streak), over the list size of days. */
  planProgress: 25_000,
  memoryReference: 100,
} as const;

/**
 * The lists a reader keeps. `name` names the account's copy on the device and its pending
 * changes; `deviceKey` is the visitor's own list on the device (spec 3's local keys); `fileField`
 * is the list's field in the export file; `maxItems` bounds the list everywhere.
 */
export const KEPT_LISTS = {
  bookmarks: { name: 'bookmarks', deviceKey: 'bookmarks', fileField: 'bookmarks', maxItems: USER_DATA_LIMITS.listSize },
  highlights: { name: 'highlights', deviceKey: 'highlights', fileField: 'highlights', maxItems: USER_DATA_LIMITS.listSize },
  /** Journal answers, one entry per date. */
  journal: { name: 'journal', deviceKey: 'journal', fileField: 'journal', maxItems: USER_DATA_LIMITS.listSize },
  /** Completed reading-plan items, keys "yyyy-MM-dd-item" (spec 3 "completed-days"), and the days they were read. */
  planProgress: { name: 'progress', deviceKey: 'completed-days', fileField: 'planProgress', maxItems: USER_DATA_LIMITS.planProgress },
  /** Memory-verse cards, one per verse reference, each with its FSRS schedule (issue 30). */
  memoryCards: { name: 'memory', deviceKey: 'memory-cards', fileField: 'memoryCards', maxItems: USER_DATA_LIMITS.listSize },
} as const;

export type KeptListId = keyof typeof KEPT_LISTS;
export type KeptListFact = (typeof KEPT_LISTS)[KeptListId];
export const KEPT_LIST_IDS = Object.keys(KEPT_LISTS) as KeptListId[];

/** Other keys on the device (after the `lumen-` prefix). */
export const DEVICE_KEYS = {
  /** The signed-in member, cached (spec 3 "User"). */
  user: 'user',
  /** Whether the reader's data persists between visits (the privacy modal's Local Storage switch). */
  storageEnabled: 'storage-enabled',
  /** Theme and text size. */
  appearance: 'appearance',
  /** Spec 3: the preferred study tab. */
  studyTab: 'preferred-tab',
  /** Days of the James study the reader has finished (kept on this device only). */
  jamesCompleted: 'james-completed',
  /** A sign-out the server has not heard of yet (it was offline): its session must not sign in again. */
  logoutOwed: 'logout-owed',
} as const;

/**
 * The device's settings and state rather than the reader's own content: they stay in local
 * storage when the Local Storage switch is off (the head script reads the appearance before the
 * app runs; every tab must know of a sign-out the server has not heard of).
 */
export const DEVICE_SETTING_KEYS: readonly string[] = [
  DEVICE_KEYS.storageEnabled,
  DEVICE_KEYS.appearance,
  DEVICE_KEYS.studyTab,
  DEVICE_KEYS.logoutOwed,
];

/** A member's copies on this device: `sync-{username}-{part}`, all removed on sign-out. */
export const ACCOUNT_COPY_PREFIX = 'sync-';

/** What a member keeps on the device besides the copies of the lists. */
export type AccountCopyPart = KeptListFact['name'] | 'pending' | 'note-drafts' | 'notes';

export function accountCopyKey(username: string, part: AccountCopyPart): string {
  return `${ACCOUNT_COPY_PREFIX}${username}-${part}`;
}

/**
 * Changes a member chose to keep on this device at an offline sign-out, sent at their next
 * sign-in (and only theirs): `held-{username}`.
 */
export function heldChangesKey(username: string): string {
  return `held-${username}`;
}
