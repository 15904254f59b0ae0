// Local browser storage under the product prefix (DECISIONS "Names": lumen-…). Storage can be
// unavailable (private mode, quota); reading then falls back and writing is skipped.
import { STORAGE_PREFIX } from '../shared/constants.ts';

export function readLocal<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the in-memory state still works for this visit.
  }
}
