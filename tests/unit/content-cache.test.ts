// server/services/content-cache.ts: public content is read from the database at most once a
// minute per key, a failure is never remembered, and an import clears everything at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, cachedBodies, cachedByKey, cachedRefreshing, clearContentCaches } from '../../server/services/content-cache.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-05T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A loader that counts its calls and answers "devotion #n". */
function countingLoader() {
  let calls = 0;
  const load = vi.fn(async () => `devotion #${++calls}`);
  return load;
}

describe('a cached value', () => {
  it('is loaded once and shared while it is fresh (a minute by default)', async () => {
    const cache = cached<string>();
    const load = countingLoader();

    expect(await cache.get(load)).toBe('devotion #1');
    vi.advanceTimersByTime(60_000);
    expect(await cache.get(load)).toBe('devotion #1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is loaded again once its lifetime has passed, so other instances see an import within a minute', async () => {
    const cache = cached<string>(1_000);
    const load = countingLoader();
    await cache.get(load);

    vi.advanceTimersByTime(1_001);
    expect(await cache.get(load)).toBe('devotion #2');
  });

  it('that failed to load is not remembered: the next reader tries again', async () => {
    const cache = cached<string>();
    await expect(cache.get(() => Promise.reject(new Error('database away')))).rejects.toThrow('database away');

    expect(await cache.get(async () => 'back again')).toBe('back again');
  });

  it('keeps a newer load when one begun before an import fails afterwards', async () => {
    const cache = cached<string>();
    let failOld: (error: Error) => void = () => {};
    const old = cache.get(() => new Promise((_, reject) => (failOld = reject)));
    clearContentCaches();
    // Failing after the import, with nothing loaded since: nothing to forget, and no error.
    failOld(new Error('database away'));
    await expect(old).rejects.toThrow('database away');

    let failBefore: (error: Error) => void = () => {};
    const before = cache.get(() => new Promise((_, reject) => (failBefore = reject)));
    clearContentCaches();
    const load = countingLoader();
    expect(await cache.get(load)).toBe('devotion #1');
    failBefore(new Error('database away'));
    await expect(before).rejects.toThrow('database away');
    expect(await cache.get(load)).toBe('devotion #1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shared by readers who asked at the same time is one load', async () => {
    const cache = cached<string>();
    const load = countingLoader();
    const answers = await Promise.all([cache.get(load), cache.get(load), cache.get(load)]);
    expect(answers).toEqual(['devotion #1', 'devotion #1', 'devotion #1']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('values by key (a devotion by its date, a search by its words)', () => {
  it('are kept apart per key', async () => {
    const cache = cachedByKey<string>();
    expect(await cache.get('2025-01-05', async () => 'Epiphany Eve')).toBe('Epiphany Eve');
    expect(await cache.get('2025-01-06', async () => 'Epiphany')).toBe('Epiphany');
    expect(await cache.get('2025-01-05', async () => 'not read again')).toBe('Epiphany Eve');
  });

  it('with a size limit drop the least recently used key first, so readers cannot fill the memory', async () => {
    const cache = cachedByKey<string>(60_000, 2);
    await cache.get('grace', async () => 'grace #1');
    await cache.get('faith', async () => 'faith #1');
    await cache.get('grace', async () => 'grace #2'); // used again: now the most recent
    await cache.get('hope', async () => 'hope #1'); // over the limit: "faith" goes

    expect(await cache.get('grace', async () => 'grace #3')).toBe('grace #1');
    expect(await cache.get('faith', async () => 'faith #2')).toBe('faith #2');
  });

  it('that failed are not remembered', async () => {
    const cache = cachedByKey<string>();
    await expect(cache.get('2025-01-05', () => Promise.reject(new Error('timeout')))).rejects.toThrow();
    expect(await cache.get('2025-01-05', async () => 'loaded')).toBe('loaded');
  });
});

describe('ready response bodies by URL', () => {
  it('are served until they expire', () => {
    const bodies = cachedBodies<string>(10, 1_000);
    bodies.set('/api/devotions/2025-01-05', '{"title":"Mercies"}');
    expect(bodies.get('/api/devotions/2025-01-05')).toBe('{"title":"Mercies"}');

    vi.advanceTimersByTime(1_001);
    expect(bodies.get('/api/devotions/2025-01-05')).toBeUndefined();
  });

  it('keep at most the given number, the least recently read leaving first', () => {
    const bodies = cachedBodies<string>(2);
    bodies.set('/a', 'A');
    bodies.set('/b', 'B');
    bodies.get('/a');
    bodies.set('/c', 'C');

    expect(bodies.get('/a')).toBe('A');
    expect(bodies.get('/b')).toBeUndefined();
    expect(bodies.get('/c')).toBe('C');
  });

  it('replace an older body for the same URL without pushing another out', () => {
    const bodies = cachedBodies<string>(2);
    bodies.set('/a', 'A');
    bodies.set('/b', 'B');
    bodies.set('/a', 'A2');
    expect([bodies.get('/a'), bodies.get('/b')]).toEqual(['A2', 'B']);
  });
});

describe('an import', () => {
  it('clears every content cache at once, so readers see the new content immediately', async () => {
    const value = cached<string>();
    const byKey = cachedByKey<string>();
    const bodies = cachedBodies<string>(10);
    await value.get(async () => 'old calendar');
    await byKey.get('2025-01-05', async () => 'old devotion');
    bodies.set('/api/devotions/2025-01-05', 'old body');

    clearContentCaches();

    expect(await value.get(async () => 'new calendar')).toBe('new calendar');
    expect(await byKey.get('2025-01-05', async () => 'new devotion')).toBe('new devotion');
    expect(bodies.get('/api/devotions/2025-01-05')).toBeUndefined();
  });
});

describe('a value refreshed in the background (the search corpus)', () => {
  it('is given while its next copy loads once its lifetime has passed, then replaced', async () => {
    const cache = cachedRefreshing<string>(1_000);
    const load = countingLoader();
    expect(await cache.get(load)).toBe('devotion #1');

    vi.advanceTimersByTime(1_001);
    expect(await cache.get(load)).toBe('devotion #1');
    expect(await cache.get(load)).toBe('devotion #2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps its new copy for a whole lifetime once replaced', async () => {
    const cache = cachedRefreshing<string>(1_000);
    const load = countingLoader();
    await cache.get(load);
    vi.advanceTimersByTime(1_001);
    await cache.get(load);
    expect(await cache.get(load)).toBe('devotion #2');

    vi.advanceTimersByTime(999);
    expect(await cache.get(load)).toBe('devotion #2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts one reload at a time, even when an import overtook an earlier one', async () => {
    const cache = cachedRefreshing<string>(1_000);
    await cache.get(async () => 'first');
    vi.advanceTimersByTime(1_001);
    let finishEarly: (value: string) => void = () => {};
    await cache.get(() => new Promise((resolve) => (finishEarly = resolve)));
    clearContentCaches();
    await cache.get(async () => 'after the import');
    vi.advanceTimersByTime(1_001);
    let finishLate: (value: string) => void = () => {};
    const late = vi.fn(() => new Promise<string>((resolve) => (finishLate = resolve)));
    expect(await cache.get(late)).toBe('after the import');

    // The early reload ends while the late one is still loading: no third begins.
    finishEarly('early');
    await Promise.resolve();
    await Promise.resolve();
    const another = vi.fn(async () => 'another');
    expect(await cache.get(another)).toBe('after the import');
    expect(another).not.toHaveBeenCalled();
    finishLate('late');
    await Promise.resolve();
    expect(await cache.get(another)).toBe('late');
  });

  it('keeps its old copy when a reload fails, and the next reader tries again', async () => {
    const cache = cachedRefreshing<string>(1_000);
    expect(await cache.get(async () => 'Advent')).toBe('Advent');
    vi.advanceTimersByTime(1_001);

    expect(await cache.get(() => Promise.reject(new Error('database away')))).toBe('Advent');
    await Promise.resolve();
    expect(await cache.get(async () => 'Christmas')).toBe('Advent');
    expect(await cache.get(async () => 'never asked')).toBe('Christmas');
  });

  it('that failed its first load is not remembered', async () => {
    const cache = cachedRefreshing<string>();
    await expect(cache.get(() => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get(async () => 'back again')).toBe('back again');
  });

  it('is dropped by an import, and a reload begun before the import is not kept', async () => {
    const cache = cachedRefreshing<string>(1_000);
    await cache.get(async () => 'before');
    vi.advanceTimersByTime(1_001);
    let finishReload: (value: string) => void = () => {};
    expect(await cache.get(() => new Promise((resolve) => (finishReload = resolve)))).toBe('before');

    clearContentCaches();
    expect(await cache.get(async () => 'after the import')).toBe('after the import');
    finishReload('from before the import');
    await Promise.resolve();
    expect(await cache.get(async () => 'never asked')).toBe('after the import');
  });
});
