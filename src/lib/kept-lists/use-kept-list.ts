// The one hook behind every kept list (kept-list.ts). A visitor's list is on this device under
// the list's own key. A member's list is the account's: fetched from the server, kept on this
// device as the account's copy (so it shows at once, and offline), with the member's changes
// not yet sent shown over it (pending-changes.ts). Every read is checked by the list's schema.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountCopyKey, type KeptListId } from '../../shared/kept-data.ts';
import type { KeptItem } from '../../shared/schemas/user-data.ts';
import { useHydrated } from '../hydration.tsx';
import { holdsSomething, readLocalValue, useLocalText, writeLocal } from '../local-store.ts';
import { useMemberName } from '../member.ts';
import { trpc } from '../trpc.ts';
import { checkItem, checkList, loadKeptChecks, useKeptChecks } from './checks.ts';
import { keptQueryKey, orderedItems, withChange, type KeptChange, type KeptListAdapter, type TrpcClient } from './kept-list.ts';
import { parsePending, pendingKey, readPending, type PendingChange, type PendingOutcome } from './pending-store.ts';

/** 'saved': on this device (a visitor's list). The other outcomes: pending-changes.ts. */
export type ChangeOutcome = 'saved' | PendingOutcome;

export interface ChangeOptions {
  /** Send a member's change only after this pause (typing), unless another change comes first. */
  sendDelayMs?: number;
}

export interface KeptListView<Id extends KeptListId> {
  items: KeptItem<Id>[];
  /** False while the list's checks load, or while a member's list is fetched for the first time. */
  ready: boolean;
  /** The member whose list this is, or null for the visitor's own. */
  member: string | null;
  /** Adds the item or replaces the one with its key: at once on screen; rejects if the server refuses it. */
  put: (item: KeptItem<Id>, options?: ChangeOptions) => Promise<ChangeOutcome>;
  /** Removes the item with this key: at once on screen; rejects if the server refuses it. */
  remove: (key: string, options?: ChangeOptions) => Promise<ChangeOutcome>;
  /** Keys whose change has not reached the server yet. */
  unsentKeys: ReadonlySet<string>;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Where the list lives on this device: the visitor's own key, or the member's copy. */
function storedListKey(adapter: KeptListAdapter, member: string | null): string {
  return member ? accountCopyKey(member, adapter.fact.name) : adapter.fact.deviceKey;
}

/** The list as stored on this device, checked (the checks must be loaded). */
export function readStoredList<Id extends KeptListId>(adapter: KeptListAdapter<Id>, member: string | null): KeptItem<Id>[] {
  return checkList(
    adapter,
    readLocalValue(storedListKey(adapter, member), (value) => value, null),
  );
}

/** A member's list as shown: the account's copy with the changes not yet sent made over it. */
function withPendingChanges<Id extends KeptListId>(
  adapter: KeptListAdapter<Id>,
  base: KeptItem<Id>[],
  pending: readonly PendingChange[],
): KeptItem<Id>[] {
  return pending.reduce<KeptItem<Id>[]>((list, change) => {
    if (change.list !== adapter.id) return list;
    if (change.kind === 'remove') return withChange(adapter, list, { kind: 'remove', key: change.key });
    const item = checkItem(adapter, change.item);
    return item ? withChange(adapter, list, { kind: 'put', item }) : list;
  }, base);
}

/** The list as its reader sees it now (the checks must be loaded). */
export function readKeptList<Id extends KeptListId>(adapter: KeptListAdapter<Id>, member: string | null): KeptItem<Id>[] {
  const base = readStoredList(adapter, member);
  return member ? withPendingChanges(adapter, base, readPending(member)) : base;
}

// Changes are made in the order they were asked for: each writes a whole item (a journal day's
// answers, say), so a later keystroke must never be overtaken by an earlier one.
let changes: Promise<unknown> = Promise.resolve();

/** A change asked for and not yet on this device: it waits for the checks, or for the changes before it. */
interface WaitingChange {
  member: string | null;
  adapter: KeptListAdapter;
  change: KeptChange<KeptItem<KeptListId>>;
}
const waiting = new Set<WaitingChange>();

/** The key of a stored item as it is, unchecked; null when it has none. */
function rawKeyOf(adapter: KeptListAdapter, item: unknown): string | null {
  try {
    return adapter.keyOf(item as KeptItem<KeptListId>);
  } catch {
    return null;
  }
}

/**
 * The page is going away (a reload, a closed tab, a phone switching to another app) while changes
 * still wait: each is written at once, as it is, without the checks. The stored items stay as
 * they were (the next read checks them all); making the same change again later, if the page
 * lives on, changes nothing. So a journal answer typed or pasted a moment before a reload is
 * never lost.
 */
function writeWaitingChangesNow(): void {
  for (const { member, adapter, change } of waiting) {
    const key = change.kind === 'put' ? adapter.keyOf(change.item) : change.key;
    if (member) {
      // Sent with the member's other changes on the next visit (pending-changes.ts).
      const others = readPending(member).filter((known) => known.list !== adapter.id || known.key !== key);
      const unsent: PendingChange = {
        id: `unload-${Date.now().toString(36)}-${others.length}`,
        list: adapter.id,
        kind: change.kind,
        key,
        ...(change.kind === 'put' ? { item: change.item } : {}),
      };
      writeLocal(pendingKey(member), [...others, unsent]);
      continue;
    }
    const stored = readLocalValue(adapter.fact.deviceKey, (value) => (adapter.upgradeStored ? adapter.upgradeStored(value) : value), null);
    // A store in no shape this app knows is left alone rather than written over.
    if (stored !== null && !Array.isArray(stored)) continue;
    const others = (stored ?? []).filter((item: unknown) => rawKeyOf(adapter, item) !== key);
    writeLocal(adapter.fact.deviceKey, change.kind === 'put' ? [...others, change.item] : others);
  }
  waiting.clear();
}

let listeningForPageHide = false;
function writeWaitingChangesOnPageHide(): void {
  if (listeningForPageHide || typeof window === 'undefined') return;
  listeningForPageHide = true;
  window.addEventListener('pagehide', writeWaitingChangesNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeWaitingChangesNow();
  });
}

export interface KeptListChange {
  /** Resolves once the change is on this device (a visitor's list, or a member's pending changes). */
  made: Promise<unknown>;
  /** Resolves once it is saved or sent (or kept to send); rejects if it is refused. */
  outcome: Promise<ChangeOutcome>;
}

/**
 * Changes a kept list: a visitor's on this device; a member's on this device and then on the
 * server (a refusal takes it back and rejects, so the caller can say so).
 */
function changeKeptList<Id extends KeptListId>(
  client: TrpcClient,
  member: string | null,
  adapter: KeptListAdapter<Id>,
  change: KeptChange<KeptItem<Id>>,
  { sendDelayMs }: ChangeOptions = {},
): KeptListChange {
  const waits: WaitingChange = {
    member,
    adapter: adapter as unknown as KeptListAdapter,
    change: change as KeptChange<KeptItem<KeptListId>>,
  };
  waiting.add(waits);
  writeWaitingChangesOnPageHide();
  const made = changes.then(async (): Promise<{ outcome: Promise<ChangeOutcome> }> => {
    await loadKeptChecks();
    if (change.kind === 'put' && checkItem(adapter, change.item) === null) {
      waiting.delete(waits);
      throw new Error(`Not a valid item of ${adapter.fact.name}`);
    }
    if (!member) {
      // Read afresh: another tab may have changed the list since this one rendered.
      writeLocal(adapter.fact.deviceKey, withChange(adapter, readStoredList(adapter, null), change));
      waiting.delete(waits);
      return { outcome: Promise.resolve('saved') };
    }
    // The sending of changes loads with a member's first change.
    const { addPending, scheduleSend, sendPending } = await import('./pending-changes.ts');
    waiting.delete(waits);
    const { outcome } = addPending(member, {
      list: adapter.id,
      kind: change.kind,
      key: change.kind === 'put' ? adapter.keyOf(change.item) : change.key,
      ...(change.kind === 'put' ? { item: change.item } : {}),
      ...(sendDelayMs ? { sendAfter: Date.now() + sendDelayMs } : {}),
    });
    if (sendDelayMs) scheduleSend(client, member);
    else void sendPending(client, member);
    return { outcome };
  });
  // The next change waits for this one to be made, not for the server's answer.
  changes = made.catch(() => undefined);
  return { made, outcome: made.then(({ outcome }) => outcome) };
}

const NO_MEMBER_PENDING = pendingKey('');

export function useKeptList<Id extends KeptListId>(adapter: KeptListAdapter<Id>): KeptListView<Id> {
  const member = useMemberName();
  const storeKey = storedListKey(adapter, member);
  const stored = useLocalText(storeKey);
  const pendingText = useLocalText(member ? pendingKey(member) : NO_MEMBER_PENDING);
  const needsChecks = member !== null || holdsSomething(stored);
  const checked = useKeptChecks(needsChecks);
  const client = trpc.useUtils().client;
  const query = useQuery({
    queryKey: keptQueryKey(adapter.id, member),
    queryFn: () => adapter.remote.list(client),
    enabled: member !== null,
  });

  // The account's list, as the server has it, becomes this device's copy.
  const fetched = query.data;
  useEffect(() => {
    if (member && fetched) writeLocal(storeKey, orderedItems(adapter, fetched));
  }, [adapter, member, storeKey, fetched]);

  const pending = useMemo(
    () => (member ? parsePending(parseJson(pendingText)).filter((change) => change.list === adapter.id) : []),
    [adapter, member, pendingText],
  );

  // A change shows in the render right after it is asked for, before it is written: a tap's
  // answer does not wait for the schemas to load or the storage to be read.
  const [making, setMaking] = useState<KeptChange<KeptItem<Id>>[]>([]);
  const computed = useMemo(() => {
    const kept = checked ? withPendingChanges(adapter, checkList(adapter, parseJson(stored)), pending) : [];
    // Once the schemas are loaded, an item shows as it will read back (its fields in order).
    const asRead = (change: KeptChange<KeptItem<Id>>): KeptChange<KeptItem<Id>> =>
      change.kind === 'put' && checked ? { kind: 'put', item: checkItem(adapter, change.item) ?? change.item } : change;
    return making.reduce((list, change) => withChange(adapter, list, asRead(change)), kept);
  }, [adapter, checked, stored, pending, making]);
  // The same list, however it was reached (shown before it is written, then read back), stays
  // the same array: what draws from it (the highlights in the text) draws once.
  const last = useRef<{ text: string; items: KeptItem<Id>[] } | null>(null);
  const text = useMemo(() => JSON.stringify(computed), [computed]);
  const items = last.current?.text === text ? last.current.items : computed;
  useEffect(() => {
    last.current = { text, items };
  }, [text, items]);

  const unsentKeys = useMemo(() => new Set(pending.map((change) => change.key)), [pending]);

  const change = useCallback(
    (made: KeptChange<KeptItem<Id>>, options?: ChangeOptions) => {
      setMaking((current) => [...current, made]);
      const { made: written, outcome } = changeKeptList(client, member, adapter, made, options);
      void written.catch(() => undefined).finally(() => setMaking((current) => current.filter((each) => each !== made)));
      return outcome;
    },
    [client, member, adapter],
  );
  const put = useCallback((item: KeptItem<Id>, options?: ChangeOptions) => change({ kind: 'put', item }, options), [change]);
  const remove = useCallback((key: string, options?: ChangeOptions) => change({ kind: 'remove', key }, options), [change]);

  // A member's list is known once it is on this device or the server has answered (or cannot).
  const known = member === null || stored !== null || query.status !== 'pending' || query.fetchStatus === 'paused';
  // While React hydrates, the device's storage reads as the server saw it (nothing): a list
  // is not ready until the render after, when what the device keeps is read.
  const hydrated = useHydrated();
  const ready = hydrated && (checked || !needsChecks) && known;
  return useMemo(() => ({ items, ready, member, put, remove, unsentKeys }), [items, ready, member, put, remove, unsentKeys]);
}
