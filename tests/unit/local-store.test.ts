// @vitest-environment jsdom
// The device store (src/lib/local-store.ts): the Local Storage switch moves the reader's data
// between local and session storage and loses nothing either way; device settings stay put.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLocalPersistenceEnabled,
  localKeys,
  readLocalValue,
  removeLocal,
  removeLocalWhere,
  setLocalPersistence,
  subscribeLocal,
  writeLocal,
} from '../../src/lib/local-store.ts';

const asIs = (value: unknown) => value;

afterEach(() => {
  setLocalPersistence(true);
  removeLocalWhere(() => true);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the Local Storage switch', () => {
  it('is on by default', () => {
    expect(isLocalPersistenceEnabled()).toBe(true);
  });

  it('off: moves the reader’s data to session storage, where a reload still finds it', () => {
    writeLocal('bookmarks', [{ devotionId: 5 }]);
    writeLocal('journal', [{ date: '2025-01-05', answers: ['An answer'] }]);
    writeLocal('sync-ann-journal', [{ date: '2025-01-04', answers: ['Hers'] }]);
    writeLocal('appearance', { scheme: 'dark' });

    setLocalPersistence(false);

    expect(window.localStorage.getItem('lumen-bookmarks')).toBeNull();
    expect(window.localStorage.getItem('lumen-journal')).toBeNull();
    expect(window.localStorage.getItem('lumen-sync-ann-journal')).toBeNull();
    expect(window.sessionStorage.getItem('lumen-bookmarks')).toBe('[{"devotionId":5}]');
    expect(window.sessionStorage.getItem('lumen-sync-ann-journal')).toBe('[{"date":"2025-01-04","answers":["Hers"]}]');
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBe('false');
    // A display setting is not the reader's content: it stays in local storage.
    expect(window.localStorage.getItem('lumen-appearance')).toBe('{"scheme":"dark"}');
    expect(readLocalValue('bookmarks', asIs, null)).toEqual([{ devotionId: 5 }]);

    writeLocal('highlights', [{ id: 'h1' }]);
    expect(window.localStorage.getItem('lumen-highlights')).toBeNull();
    expect(window.sessionStorage.getItem('lumen-highlights')).toBe('[{"id":"h1"}]');
    expect(readLocalValue('highlights', asIs, null)).toEqual([{ id: 'h1' }]);
  });

  it('on again: moves everything back to local storage, nothing lost', () => {
    writeLocal('bookmarks', [{ devotionId: 5 }]);
    setLocalPersistence(false);
    writeLocal('bookmarks', [{ devotionId: 5 }, { devotionId: 7 }]);
    setLocalPersistence(true);
    expect(isLocalPersistenceEnabled()).toBe(true);
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toEqual([{ devotionId: 5 }, { devotionId: 7 }]);
    expect(window.sessionStorage.getItem('lumen-bookmarks')).toBeNull();
  });

  it('off in a new tab: nothing of the reader’s is read from local storage', () => {
    window.localStorage.setItem('lumen-storage-enabled', 'false');
    window.localStorage.setItem('lumen-bookmarks', '[{"devotionId":1}]');
    expect(readLocalValue('bookmarks', asIs, 'none')).toBe('none');
  });

  it('keeps a value the session store refuses in memory, and does not drop it from where it was', () => {
    writeLocal('bookmarks', [{ devotionId: 9 }]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string) {
      if (key === 'lumen-storage-enabled') return;
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    setLocalPersistence(false);
    expect(readLocalValue('bookmarks', asIs, null)).toEqual([{ devotionId: 9 }]);
  });
});

describe('reading and writing', () => {
  it('reads a corrupt value as the fallback', () => {
    window.localStorage.setItem('lumen-bookmarks', '{not json');
    expect(readLocalValue('bookmarks', asIs, [])).toEqual([]);
  });

  it('keeps a value in memory when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    writeLocal('bookmarks', [{ devotionId: 9 }]);
    expect(readLocalValue('bookmarks', asIs, null)).toEqual([{ devotionId: 9 }]);
    expect(localKeys()).toContain('bookmarks');
  });

  it('lists and removes its keys wherever they are kept, and no one else’s', () => {
    window.localStorage.setItem('another-app', 'theirs');
    writeLocal('appearance', { scheme: 'dark' });
    setLocalPersistence(false);
    writeLocal('journal', []);
    expect(localKeys().sort()).toEqual(['appearance', 'journal', 'storage-enabled']);

    expect(removeLocalWhere(() => true).sort()).toEqual(['appearance', 'journal', 'storage-enabled']);
    expect(Object.keys(window.localStorage)).toEqual(['another-app']);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
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
