// The privacy modal's view of this device's data (spec 2 "Privacy and Data Settings", spec 4):
// the Local Storage switch, export, import and clear. It works on the stored keys themselves
// (features do not import each other); each feature's hook follows the change at once.
import { useCallback, useSyncExternalStore } from 'react';
import {
  isLocalPersistenceEnabled,
  PERSONAL_DATA,
  readLocalValue,
  removeLocal,
  setLocalPersistence,
  subscribeLocal,
  validItems,
  writeLocal,
} from '../../../lib/local-store.ts';
import { bookmarkSchema, highlightSchema, planProgressKeySchema, type DataExport } from '../../../shared/schemas/user-data.ts';
import { buildExport, journalStoreOf, mergeUserData, type ImportCounts, type LocalUserData } from '../user-data-file.ts';

export function readLocalUserData(): LocalUserData {
  return {
    bookmarks: readLocalValue(PERSONAL_DATA.bookmarks, (value) => validItems(value, bookmarkSchema), []),
    highlights: readLocalValue(PERSONAL_DATA.highlights, (value) => validItems(value, highlightSchema), []),
    journal: readLocalValue(PERSONAL_DATA.journal, journalStoreOf, {}),
    planProgress: readLocalValue(PERSONAL_DATA.planProgress, (value) => validItems(value, planProgressKeySchema), []),
  };
}

/** The export file of everything on this device now. */
export function exportLocalUserData(now = new Date()): DataExport {
  return buildExport(readLocalUserData(), now);
}

/** Merges an export file into this device's data (see mergeUserData); says what was added. */
export function importLocalUserData(file: DataExport): ImportCounts {
  const { merged, added } = mergeUserData(readLocalUserData(), file);
  if (added.bookmarks) writeLocal(PERSONAL_DATA.bookmarks, merged.bookmarks);
  if (added.highlights) writeLocal(PERSONAL_DATA.highlights, merged.highlights);
  if (added.journalDays) writeLocal(PERSONAL_DATA.journal, merged.journal);
  if (added.planProgress) writeLocal(PERSONAL_DATA.planProgress, merged.planProgress);
  return added;
}

/** Spec 4: "Clear Local Data" removes bookmarks, highlights and the cached user. */
export function clearLocalUserData(): void {
  for (const key of [PERSONAL_DATA.bookmarks, PERSONAL_DATA.highlights, PERSONAL_DATA.user]) removeLocal(key);
}

/** The Local Storage switch: on by default; off keeps the reader's data in memory only. */
export function useLocalPersistence(): [enabled: boolean, setEnabled: (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribeLocal, isLocalPersistenceEnabled, () => true);
  const setEnabled = useCallback((next: boolean) => setLocalPersistence(next), []);
  return [enabled, setEnabled];
}
