// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLocalPersistenceEnabled,
  PERSONAL_DATA_KEYS,
  readLocalValue,
  removeLocal,
  setLocalPersistence,
  subscribeLocal,
  validItems,
  writeLocal,
} from '../../src/lib/local-store.ts';
import { bookmarkSchema } from '../../src/shared/schemas/user-data.ts';

const asIs = (value: unknown) => value;

afterEach(() => {
  setLocalPersistence(true);
  for (const key of [...PERSONAL_DATA_KEYS, 'appearance']) removeLocal(key);
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the Local Storage switch', () => {
  it('is on by default', () => {
    expect(isLocalPersistenceEnabled()).toBe(true);
  });

  it('off: removes the reader’s data from storage, keeps it in memory and keeps working', () => {
    writeLocal('bookmarks', [{ devotionId: 5 }]);
    writeLocal('journal', { '2025-01-05': ['An answer'] });
    writeLocal('appearance', { scheme: 'dark' });

    setLocalPersistence(false);

    expect(window.localStorage.getItem('lumen-bookmarks')).toBeNull();
    expect(window.localStorage.getItem('lumen-journal')).toBeNull();
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBe('false');
    // A display preference is not personal data: it stays stored.
    expect(window.localStorage.getItem('lumen-appearance')).toBe('{"scheme":"dark"}');
    expect(readLocalValue('bookmarks', asIs, null)).toEqual([{ devotionId: 5 }]);

    writeLocal('highlights', [{ id: 'h1' }]);
    expect(window.localStorage.getItem('lumen-highlights')).toBeNull();
    expect(readLocalValue('highlights', asIs, null)).toEqual([{ id: 'h1' }]);
  });

  it('on again: stores what was kept in memory', () => {
    setLocalPersistence(false);
    writeLocal('bookmarks', [{ devotionId: 7 }]);
    setLocalPersistence(true);
    expect(isLocalPersistenceEnabled()).toBe(true);
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toEqual([{ devotionId: 7 }]);
  });

  it('off on a later visit: stored leftovers are not read', () => {
    window.localStorage.setItem('lumen-storage-enabled', 'false');
    window.localStorage.setItem('lumen-bookmarks', '[{"devotionId":1}]');
    expect(readLocalValue('bookmarks', asIs, 'none')).toBe('none');
  });
});

describe('reading and writing', () => {
  it('ignores a corrupt value and keeps the valid items of a list', () => {
    window.localStorage.setItem('lumen-bookmarks', '{not json');
    expect(readLocalValue('bookmarks', (value) => validItems(value, bookmarkSchema), [])).toEqual([]);
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([{ devotionId: 5, createdAt: '2025-01-05T08:00:00.000Z' }, { devotionId: 'x' }]));
    expect(readLocalValue('bookmarks', (value) => validItems(value, bookmarkSchema), [])).toEqual([{ devotionId: 5, createdAt: '2025-01-05T08:00:00.000Z' }]);
  });

  it('keeps a value in memory when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    writeLocal('bookmarks', [{ devotionId: 9 }]);
    expect(readLocalValue('bookmarks', asIs, null)).toEqual([{ devotionId: 9 }]);
  });

  it('tells subscribers about writes, removals and other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocal(listener);
    writeLocal('bookmarks', []);
    removeLocal('bookmarks');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lumen-highlights' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-app' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeLocal('bookmarks', []);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
