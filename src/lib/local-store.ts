// The device's storage under the product prefix (DECISIONS "Names": lumen-…). Storage can be
// unavailable (private mode, quota); reading then falls back and writing is kept in memory.
//
// The privacy modal's Local Storage switch is real (DECISIONS "Accounts, members and safety"):
// switched off, the reader's own data lives in session storage, which survives a reload and
// is gone when the tab closes; switched on, it moves back to local storage. Nothing is lost
// either way. Device settings (shared/kept-data.ts DEVICE_SETTING_KEYS) always stay in local
// storage, the switch's own position among them, so it holds on the next visit.
import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../shared/constants.ts';
import { DEVICE_KEYS, DEVICE_SETTING_KEYS } from '../shared/kept-data.ts';

// Values (as JSON text) the browser refused to store: they still work for this visit.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

type Area = 'local' | 'session';

function area(name: Area): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The reader's own data (everything but the device's settings) follows the switch. */
function isReaderData(key: string): boolean {
  return !DEVICE_SETTING_KEYS.includes(key);
}

/** True unless the reader switched Local Storage off in the privacy settings. */
export function isLocalPersistenceEnabled(): boolean {
  try {
    return area('local')?.getItem(STORAGE_PREFIX + DEVICE_KEYS.storageEnabled) !== 'false';
  } catch {
    return true;
  }
}

function areaFor(key: string): Area {
  return isReaderData(key) && !isLocalPersistenceEnabled() ? 'session' : 'local';
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

/** Our keys (without the prefix) held in one storage area. */
function keysIn(name: Area): string[] {
  const store = area(name);
  if (!store) return [];
  try {
    return Array.from({ length: store.length }, (_, index) => store.key(index))
      .filter((key): key is string => key !== null && key.startsWith(STORAGE_PREFIX))
      .map((key) => key.slice(STORAGE_PREFIX.length));
  } catch {
    return [];
  }
}

/** Every key this device holds for LUMEN (without the prefix), wherever it is kept. */
export function localKeys(): string[] {
  return [...new Set([...keysIn('local'), ...keysIn('session'), ...memory.keys()])];
}

function readRaw(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return area(areaFor(key))?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function storeRaw(key: string, raw: string, where: Area = areaFor(key)): boolean {
  try {
    const store = area(where);
    if (!store) throw new Error('No storage');
    store.setItem(STORAGE_PREFIX + key, raw);
    memory.delete(key);
    return true;
  } catch {
    // Storage full or disabled: the value still works for this visit.
    memory.set(key, raw);
    return false;
  }
}

function removeRaw(key: string): void {
  memory.delete(key);
  for (const name of ['local', 'session'] as const) {
    try {
      area(name)?.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing stored to remove.
    }
  }
}

/**
 * Off: the reader's data moves to session storage (it survives reloads and goes with the tab).
 * On: it moves back to local storage. A value is removed from where it was only once it is
 * stored where it goes (or, failing that, held in memory), so nothing is lost on the way.
 */
export function setLocalPersistence(enabled: boolean): void {
  const from: Area = enabled ? 'session' : 'local';
  const to: Area = enabled ? 'local' : 'session';
  const moving = keysIn(from)
    .filter(isReaderData)
    .map((key) => [key, area(from)?.getItem(STORAGE_PREFIX + key) ?? null] as const);
  try {
    if (enabled) area('local')?.removeItem(STORAGE_PREFIX + DEVICE_KEYS.storageEnabled);
    else area('local')?.setItem(STORAGE_PREFIX + DEVICE_KEYS.storageEnabled, 'false');
  } catch {
    // Storage unavailable: everything already lives in memory.
  }
  for (const [key, raw] of moving) {
    if (raw === null) continue;
    storeRaw(key, raw, to);
    try {
      area(from)?.removeItem(STORAGE_PREFIX + key);
    } catch {
      // It is stored where it goes (or held in memory) either way.
    }
  }
  // What the browser refused before may fit where it goes now.
  for (const [key, raw] of [...memory]) if (isReaderData(key)) storeRaw(key, raw, to);
  notify();
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

/** The stored JSON text under `key`, unparsed, or null. */
export function readLocalText(key: string): string | null {
  return readRaw(key);
}

export function writeLocal(key: string, value: unknown): void {
  storeRaw(key, JSON.stringify(value));
  notify();
}

export function removeLocal(key: string): void {
  removeRaw(key);
  notify();
}

/** Removes every key (without the prefix) for which `remove` is true; returns those removed. */
export function removeLocalWhere(remove: (key: string) => boolean): string[] {
  const removed = localKeys().filter(remove);
  for (const key of removed) removeRaw(key);
  if (removed.length > 0) notify();
  return removed;
}

/**
 * A stored value that follows every change (this tab's writes, other tabs, the privacy
 * switch). `parse` turns the stored JSON into the value or throws; what cannot be read gives
 * `fallback`. Pass module-level `parse` and `fallback`, so the value is only re-parsed when
 * the stored text changes.
 */
export function useLocalValue<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  const raw = useLocalText(key);
  return useMemo(() => parseRaw(raw, parse, fallback), [raw, parse, fallback]);
}

/** The stored text under `key` as it changes (null on the server, which has no storage). */
export function useLocalText(key: string): string | null {
  return useSyncExternalStore(
    subscribeLocal,
    () => readRaw(key),
    () => null,
  );
}

// Nothing, an empty list, an empty object or null: nothing kept.
const NOTHING_KEPT = /^\s*(\[\s*\]|\{\s*\}|null)?\s*$/;

/** Whether stored text holds anything (even text that will not parse). */
export function holdsSomething(raw: string | null): boolean {
  return raw !== null && !NOTHING_KEPT.test(raw);
}

/**
 * Whether anything is kept under `key` (this tab's writes, other tabs and the privacy switch
 * included), without reading it. A feature whose stored data is checked with zod (a long task
 * on a phone when it first loads) loads at once only for readers who have kept something, and
 * for everyone else on first use. Anything but nothing counts, even text that will not parse.
 */
export function useHasLocalValue(key: string): boolean {
  return useSyncExternalStore(
    subscribeLocal,
    () => holdsSomething(readRaw(key)),
    // The server has no storage; the first client render after hydration reads it.
    () => false,
  );
}
