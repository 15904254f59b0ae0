// Mounted once (app/providers.tsx): what the device does for a member without being asked. At
// start and whenever the connection returns, a sign-out the server has not heard of is told and
// pending changes are sent (account.ts, loaded only when there is a member or a sign-out owed);
// after changes reach the server, their lists are fetched afresh.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEVICE_KEYS } from '../../shared/kept-data.ts';
import { readLocalText } from '../local-store.ts';
import { useMemberName } from '../member.ts';
import { trpc } from '../trpc.ts';
import { keptQueryKey } from './kept-list.ts';

export function useAccountEffects(): void {
  const queryClient = useQueryClient();
  const client = trpc.useUtils().client;
  const member = useMemberName();

  // Once changes reach the server, their lists are fetched afresh (from a member's first change on).
  useEffect(() => {
    if (!member) return;
    let stop: (() => void) | null = null;
    let current = true;
    void import('./pending-changes.ts').then(({ onPendingSent }) => {
      if (!current) return;
      stop = onPendingSent((username, lists) => {
        for (const id of lists) void queryClient.invalidateQueries({ queryKey: keptQueryKey(id, username) });
      });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [queryClient, member]);

  useEffect(() => {
    const resume = () => {
      if (!member && readLocalText(DEVICE_KEYS.logoutOwed) === null) return;
      void import('./account.ts')
        .then(({ resumeAccount }) => resumeAccount({ client, queryClient }))
        .catch((error: unknown) => console.warn('Could not bring this device up to date with the account:', error));
    };
    resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [client, queryClient, member]);
}
