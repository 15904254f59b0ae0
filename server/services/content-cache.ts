// In-process caches of public content only (DECISIONS "Scale"): a short lifetime keeps every
// instance current after an import elsewhere, and an import here clears them at once.
export interface Cached<T> {
  get(load: () => Promise<T>): Promise<T>;
  clear(): void;
}

const caches = new Set<Cached<unknown>>();
const LIFETIME_MS = 60_000;

export function cached<T>(lifetimeMs = LIFETIME_MS): Cached<T> {
  let value: { data: Promise<T>; expires: number } | null = null;
  const cache: Cached<T> = {
    get(load) {
      if (!value || value.expires < Date.now()) {
        const data = load();
        value = { data, expires: Date.now() + lifetimeMs };
        // A failed load must not be remembered.
        data.catch(() => {
          value = null;
        });
      }
      return value.data;
    },
    clear() {
      value = null;
    },
  };
  caches.add(cache as Cached<unknown>);
  return cache;
}

export function clearContentCaches(): void {
  for (const cache of caches) cache.clear();
}
