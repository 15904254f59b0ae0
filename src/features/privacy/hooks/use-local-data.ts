// The privacy modal's view of this device's data (spec 2 "Privacy and Data Settings", spec 4):
// the Local Storage switch, export, import and clear. Each works on every kept list through
// lib/kept-lists (features do not import each other); each feature's view follows at once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { clearDevice, describeDeviceData } from '../../../lib/kept-lists/account.ts';
import { exportKeptData, importKeptData } from '../../../lib/kept-lists/data-file.ts';
import { isLocalPersistenceEnabled, setLocalPersistence, subscribeLocal } from '../../../lib/local-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { KeptLists } from '../../../shared/data-file.ts';

/** The Local Storage switch: on by default; off keeps the reader's data for this tab only. */
export function useLocalPersistence(): [enabled: boolean, setEnabled: (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribeLocal, isLocalPersistenceEnabled, () => true);
  const setEnabled = useCallback((next: boolean) => setLocalPersistence(next), []);
  return [enabled, setEnabled];
}

/** Export, import, and what clearing would remove and the clearing itself. */
export function useDeviceData() {
  const queryClient = useQueryClient();
  const client = trpc.useUtils().client;
  return useMemo(() => {
    const context = { client, queryClient };
    return {
      exportFile: exportKeptData,
      importFile: (lists: KeptLists) => importKeptData(context, lists),
      describe: describeDeviceData,
      clear: () => clearDevice(context),
    };
  }, [client, queryClient]);
}
