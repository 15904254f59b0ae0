// What a signed-in member keeps syncs with the account (issue "Accounts", item 5). The user-data
// hooks (bookmarks, highlights, journal, plan progress) ask here whether a member is signed in
// — read from the cached `lumen-user`, so no feature imports the auth feature — and keep the
// server's copy on this device under a key of that member (`lumen-sync-{username}-{name}`), so
// it shows at once next time and never shows to another account. Signed out, they keep the
// visitor's data exactly as before. Kept free of zod: it ships with the first page; the
// sign-in merge (member-merge.ts) is loaded only when someone signs in.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect } from 'react';
import { PERSONAL_DATA, SYNC_KEY_PREFIX, useLocalValue, writeLocal } from './local-store.ts';
import { onSignedIn, onSignedOut } from './session-events.ts';
import { trpc } from './trpc.ts';

function parseUsername(value: unknown): string | null {
  const username = (value as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username !== '' ? username : null;
}

/** The signed-in member's username, or null for a visitor; follows sign-in and sign-out. */
export function useMemberName(): string | null {
  return useLocalValue(PERSONAL_DATA.user, parseUsername, null);
}

export type SyncedData = 'bookmarks' | 'highlights' | 'journal' | 'progress';

/** The local-store key of a member's cached server copy. */
export function syncKey(username: string, name: SyncedData): string {
  return `${SYNC_KEY_PREFIX}${username}-${name}`;
}

/** Keeps the server's copy on this device (in memory only while Local Storage is switched off). */
export function cacheServerCopy(username: string, name: SyncedData, value: unknown): void {
  writeLocal(syncKey(username, name), value);
}

/** The tRPC routers holding a member's own data: cleared from memory on sign-out. */
export const USER_DATA_ROUTERS = () => [trpc.bookmark, trpc.highlight, trpc.journal, trpc.progress, trpc.notes];

export function clearUserDataQueries(queryClient: QueryClient): void {
  for (const router of USER_DATA_ROUTERS()) queryClient.removeQueries({ queryKey: getQueryKey(router) });
}

/**
 * Mounted once (providers.tsx): on sign-in the visitor's local data joins the account, once,
 * then the lists are fetched afresh; on sign-out the account's queries leave memory.
 */
export function useMemberSync(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  useEffect(() => {
    const stopIn = onSignedIn(async ({ username }) => {
      const { mergeVisitorData } = await import('./member-merge.ts');
      await mergeVisitorData(utils.client, username);
      await Promise.all(USER_DATA_ROUTERS().map((router) => queryClient.invalidateQueries({ queryKey: getQueryKey(router) })));
    });
    const stopOut = onSignedOut(() => clearUserDataQueries(queryClient));
    return () => {
      stopIn();
      stopOut();
    };
  }, [queryClient, utils]);
}
