// The reader's plan progress (spec 3: completed keys "yyyy-MM-dd-item" under
// `lumen-completed-days`; spec 4: toggled per date-item). The one owner of that data: signed out
// on this device; signed in the account's (progress.list / progress.set), cached on this device
// per member (lib/member-sync.ts) and changed optimistically, rolled back with a toast on failure.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import { cacheServerCopy, syncKey, useMemberName } from '../../../lib/member-sync.ts';
import { trpc } from '../../../lib/trpc.ts';
import { STORAGE_PREFIX } from '../../../shared/constants.ts';
import { isIsoDate, type IsoDate } from '../../../shared/dates.ts';
import { planProgressKeySchema, USER_DATA_LIMITS, type PlanItem } from '../../../shared/schemas/user-data.ts';
import { planKey } from '../plan-progress.ts';

export const COMPLETED_DAYS_KEY = 'completed-days';
/** The export file's bound (dataExportSchema.planProgress). */
const MAX_KEYS = USER_DATA_LIMITS.listSize * 4;

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export function isPlanProgressKey(value: unknown): value is string {
  return planProgressKeySchema.safeParse(value).success && isIsoDate((value as string).slice(0, 10));
}

/** The stored keys; a stored value that is not a list, or a key of the wrong shape, is ignored. */
export function readCompletedKeys(): Set<string> {
  return new Set(readLocal(COMPLETED_DAYS_KEY, [], isArray).filter(isPlanProgressKey));
}

export interface PlanProgress {
  completedKeys: ReadonlySet<string>;
  isComplete: (date: IsoDate, item: PlanItem) => boolean;
  toggle: (date: IsoDate, item: PlanItem) => void;
}

const readMemberKeys = (member: string): string[] => readLocal(syncKey(member, 'progress'), [], isArray).filter(isPlanProgressKey);

export function usePlanProgress(): PlanProgress {
  const [visitorKeys, setCompletedKeys] = useState<ReadonlySet<string>>(readCompletedKeys);
  const member = useMemberName();
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.progress.list.useQuery(undefined, { enabled: member !== null });
  const serverKeys = member ? list.data : undefined;
  const memberKeys = useMemo(() => (member ? new Set(serverKeys ?? readMemberKeys(member)) : null), [member, serverKeys]);
  const completedKeys = memberKeys ?? visitorKeys;
  const { mutateAsync: setAsync } = trpc.progress.set.useMutation();

  // The account's marks, kept on this device so they show at once next time.
  useEffect(() => {
    if (member && serverKeys) cacheServerCopy(member, 'progress', serverKeys);
  }, [member, serverKeys]);

  // Another tab's marks show here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_PREFIX + COMPLETED_DAYS_KEY) setCompletedKeys(readCompletedKeys());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggleForMember = useCallback(
    async (username: string, key: string) => {
      await utils.progress.list.cancel();
      const previous = utils.progress.list.getData() ?? readMemberKeys(username);
      const complete = !previous.includes(key);
      utils.progress.list.setData(undefined, complete ? [...previous, key].sort() : previous.filter((kept) => kept !== key));
      try {
        await setAsync({ key, complete });
      } catch {
        utils.progress.list.setData(undefined, previous);
        toast({ title: 'Error', description: 'Failed to update your plan progress. Please try again.', tone: 'destructive' });
      }
    },
    [utils, setAsync, toast],
  );

  const toggle = useCallback((date: IsoDate, item: PlanItem) => {
    const key = planKey(date, item);
    if (member) {
      void toggleForMember(member, key);
      return;
    }
    // Read afresh so marks made in another tab are kept.
    const next = readCompletedKeys();
    if (next.has(key)) next.delete(key);
    else next.add(key);
    const kept = [...next].sort().slice(-MAX_KEYS);
    writeLocal(COMPLETED_DAYS_KEY, kept);
    setCompletedKeys(new Set(kept));
  }, [member, toggleForMember]);

  const isComplete = useCallback((date: IsoDate, item: PlanItem) => completedKeys.has(planKey(date, item)), [completedKeys]);

  return useMemo(() => ({ completedKeys, isComplete, toggle }), [completedKeys, isComplete, toggle]);
}
