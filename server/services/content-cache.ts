// In-process caches of public content only (DECISIONS "Scale"): a short lifetime keeps every
// instance current after an import elsewhere, and an import here clears them at once.
export interface Cached<T> {
  get(load: () => Promise<T>): Promise<T>;
  clear(): void;
}

const caches = new Set<{ clear(): void }>();
const LIFETIME_MS = 60_000;

export function cached<T>(lifetimeMs = LIFETIME_MS): Cached<T> {
  const cache = single<T>(lifetimeMs);
  caches.add(cache);
  return cache;
}

/**
 * One cached value. Once its lifetime has passed it is loaded again; with `refreshInBackground`
 * the old value is still given while the new one loads (and kept if that load fails).
 */
function single<T>(lifetimeMs: number, refreshInBackground = false): Cached<T> {
  let value: { data: Promise<T>; expires: number } | null = null;
  let reloading: Promise<T> | null = null;
  const cache: Cached<T> = {
    get(load) {
      const expired = value !== null && value.expires < Date.now();
      if (!value || (expired && !refreshInBackground)) {
        const data = load();
        value = { data, expires: Date.now() + lifetimeMs };
        // A failed load must not be remembered (unless a newer load has replaced it already).
        data.catch(() => {
          if (value?.data === data) value = null;
        });
      } else if (expired && !reloading) {
        const stale = value;
        const next = load();
        reloading = next;
        void next
          .then(
            () => {
              // Unless an import cleared the cache meanwhile: then this load may predate it.
              if (value === stale) value = { data: next, expires: Date.now() + lifetimeMs };
            },
            () => {},
          )
          .finally(() => {
            if (reloading === next) reloading = null;
          });
      }
      return value.data;
    },
    clear() {
      value = null;
      reloading = null;
    },
  };
  return cache;
}

/**
 * Like `cached`, but once its lifetime has passed the old value is still given while the new
 * one loads, and replaced when it has: for a value that takes long to load and that many
 * requests need (search's corpus of every devotion), so that no reader waits for the reload.
 * A failed reload keeps the old value; the next reader starts another.
 */
export function cachedRefreshing<T>(lifetimeMs = LIFETIME_MS): Cached<T> {
  const cache = single<T>(lifetimeMs, true);
  caches.add(cache);
  return cache;
}

export interface KeyedCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * One `cached` value per key, for lookups such as a devotion by its date. With `maxEntries`
 * (keys a reader chooses, such as search words) the least recently used key goes first.
 */
export function cachedByKey<T>(lifetimeMs = LIFETIME_MS, maxEntries = Infinity): KeyedCache<T> {
  const entries = new Map<string, Cached<T>>();
  const cache: KeyedCache<T> = {
    get(key, load) {
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key); // re-inserted below: Map order is recency order
      } else {
        entry = single<T>(lifetimeMs);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      }
      entries.set(key, entry);
      return entry.get(load);
    },
    clear() {
      entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}

export interface BodyCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
}

/** Ready response bodies by URL, least recently used out first, cleared with the others. */
export function cachedBodies<T>(maxEntries: number, lifetimeMs = LIFETIME_MS): BodyCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  const cache: BodyCache<T> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires < Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + lifetimeMs });
    },
    clear() {
      entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}

export function clearContentCaches(): void {
  for (const cache of caches) cache.clear();
}
