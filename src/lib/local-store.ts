// Local browser storage under the product prefix (DECISIONS "Names": lumen-…). Storage can be
// unavailable (private mode, quota); reading then falls back and writing is kept in memory.
//
// The privacy modal's Local Storage switch is real (DECISIONS "Accounts, members and safety"):
// switched off, the reader's own data (PERSONAL_DATA_KEYS) lives in memory only and is removed
// from storage; display preferences stay stored. The choice itself is kept under
// `lumen-storage-enabled`, so it holds on the next visit.
import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../shared/constants.ts';

/** What a reader keeps (spec 3 "Local browser storage"), each under `lumen-` + its key. */
export const PERSONAL_DATA = {
  bookmarks: 'bookmarks',
  highlights: 'highlights',
  /** Journal answers: { "yyyy-MM-dd": ["answer", …] }. */
  journal: 'journal',
  /** Plan progress: ["yyyy-MM-dd-item", …]. */
  planProgress: 'completed-days',
  /** The signed-in user, cached. */
  user: 'user',
} as const;
export const PERSONAL_DATA_KEYS: readonly string[] = Object.values(PERSONAL_DATA);
const PERSISTENCE_KEY = 'storage-enabled';

// Values (as JSON text) that are not in storage: all personal data while persistence is off,
// and anything the browser refused to store.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A member's cached server copy (lib/member-sync.ts): personal, and fetched again when needed. */
export const SYNC_KEY_PREFIX = 'sync-';

function isPersonal(key: string): boolean {
  return PERSONAL_DATA_KEYS.includes(key) || key.startsWith(SYNC_KEY_PREFIX);
}

/** Switched off, members' cached server copies leave storage (the server still has them). */
function removeStoredSyncCopies(store: Storage | null): void {
  try {
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX + SYNC_KEY_PREFIX)) store.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorageEvent(event: StorageEvent): void {
  // Another tab changed something of ours.
  if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) notify();
}

/** Calls `listener` whenever a stored value may have changed, here or in another tab. */
export function subscribeLocal(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorageEvent);
  };
}

/** True unless the reader switched Local Storage off in the privacy settings. */
export function isLocalPersistenceEnabled(): boolean {
  try {
    return storage()?.getItem(STORAGE_PREFIX + PERSISTENCE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * Off: personal data moves into memory (it keeps working for this visit) and leaves storage.
 * On: what is in memory is stored again.
 */
export function setLocalPersistence(enabled: boolean): void {
  const store = storage();
  // Read everything before the flag changes where reads come from.
  const values = PERSONAL_DATA_KEYS.map((key) => [key, readRaw(key)] as const);
  try {
    if (enabled) store?.removeItem(STORAGE_PREFIX + PERSISTENCE_KEY);
    else store?.setItem(STORAGE_PREFIX + PERSISTENCE_KEY, 'false');
  } catch {
    // Storage unavailable: everything already lives in memory.
  }
  for (const [key, raw] of values) {
    memory.delete(key);
    if (raw === null) continue;
    if (enabled) {
      storeRaw(key, raw);
    } else {
      memory.set(key, raw);
      try {
        store?.removeItem(STORAGE_PREFIX + key);
      } catch {
        // Nothing stored to remove.
      }
    }
  }
  if (!enabled) removeStoredSyncCopies(store);
  notify();
}

function readRaw(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  if (isPersonal(key) && !isLocalPersistenceEnabled()) return null;
  try {
    return storage()?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function storeRaw(key: string, raw: string): void {
  if (isPersonal(key) && !isLocalPersistenceEnabled()) {
    memory.set(key, raw);
    return;
  }
  try {
    const store = storage();
    if (!store) throw new Error('No storage');
    store.setItem(STORAGE_PREFIX + key, raw);
    memory.delete(key);
  } catch {
    // Storage full or disabled: the value still works for this visit.
    memory.set(key, raw);
  }
}

function parseRaw<T>(raw: string | null, parse: (value: unknown) => T, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

export function readLocal<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  return parseRaw(readRaw(key), (value) => (isValid(value) ? value : fallback), fallback);
}

/** A stored value through `parse` (which may throw); what cannot be read gives `fallback`. */
export function readLocalValue<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  return parseRaw(readRaw(key), parse, fallback);
}

export function writeLocal(key: string, value: unknown): void {
  storeRaw(key, JSON.stringify(value));
  notify();
}

export function removeLocal(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing stored to remove.
  }
  notify();
}

/**
 * A stored value that follows every change (this tab's writes, other tabs, the privacy
 * switch). `parse` turns the stored JSON into the value or throws; what cannot be read gives
 * `fallback`. Pass module-level `parse` and `fallback`, so the value is only re-parsed when
 * the stored text changes.
 */
export function useLocalValue<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  const raw = useSyncExternalStore(
    subscribeLocal,
    () => readRaw(key),
    () => null,
  );
  return useMemo(() => parseRaw(raw, parse, fallback), [raw, parse, fallback]);
}

// Nothing, an empty list or null: nothing kept.
const NOTHING_KEPT = /^\s*(\[\s*\]|null)?\s*$/;

/**
 * Whether anything is kept under `key` (this tab's writes, other tabs and the privacy switch
 * included), without reading it. A feature whose stored data is checked with zod (a long task
 * on a phone when it first loads) loads at once only for readers who have kept something, and
 * for everyone else on first use. Anything but nothing counts, even text that will not parse.
 */
export function useHasLocalValue(key: string): boolean {
  return useSyncExternalStore(
    subscribeLocal,
    () => {
      const raw = readRaw(key);
      return raw !== null && !NOTHING_KEPT.test(raw);
    },
    // The server has no storage; the first client render after hydration reads it.
    () => false,
  );
}

/** The valid items of a stored list: a bad item is skipped, anything but a list gives none. */
export function validItems<T>(value: unknown, schema: { safeParse(item: unknown): { success: true; data: T } | { success: false } }): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}
