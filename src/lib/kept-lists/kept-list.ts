// One way to keep a list of the reader's (docs/decisions/020-one-way-to-keep-a-list.md):
// bookmarks, highlights, journal answers and plan progress are each described by an adapter,
// and everything else is written once, here and beside it: the visitor's list on the device,
// the member's list on the server with a copy on the device, changes shown at once and taken
// back if the server refuses them (use-kept-list.ts, pending-changes.ts), zod-checked reads
// (checks.ts), the sign-in merge and sign-out (account.ts), export and import (data-file.ts).
// Free of zod: an adapter is on the first page, its schema loads when there is something to check.
import { KEPT_LISTS, type KeptListId } from '../../shared/kept-data.ts';
import type { KeptItem } from '../../shared/schemas/user-data.ts';
import type { createTrpcClient } from '../trpc.ts';

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** What a list's server procedures do, called through the app's tRPC client. */
export interface KeptListRemote<Item> {
  /** The member's whole list. */
  list(client: TrpcClient): Promise<Item[]>;
  /** Adds the item, or replaces the one with its key. Idempotent. */
  put(client: TrpcClient, item: Item): Promise<unknown>;
  /** Removes the item with the key. Idempotent but for NOT_FOUND, which counts as done. */
  remove(client: TrpcClient, key: string): Promise<unknown>;
  /** Adds a visitor's items to the account (a union: nothing the account has is lost); answers the merged list. */
  merge(client: TrpcClient, items: Item[]): Promise<unknown>;
}

export interface ImportResult<Item> {
  /** The joined list (in any order: it is ordered and bounded as it is kept). */
  items: Item[];
  /** How many of the file's entries changed the list. */
  added: number;
}

export interface KeptListAdapter<Id extends KeptListId = KeptListId> {
  id: Id;
  /** Its name, device key, file field and bound (shared/kept-data.ts). */
  fact: (typeof KEPT_LISTS)[Id];
  /** What makes two items the same item: one per key in a list. */
  keyOf(item: KeptItem<Id>): string;
  /** The list's order on the device and on screen (newest first, for most). */
  compare(a: KeptItem<Id>, b: KeptItem<Id>): number;
  /** An item worth sending to an account or writing to a file (default: all; a journal day needs an answer). */
  worthKeeping?(item: KeptItem<Id>): boolean;
  /** A stored value of an older shape, as a list (the journal was once a map by date). */
  upgradeStored?(value: unknown): unknown;
  /** An imported file's items joined to the list (default: those whose key is new). */
  importInto?(current: KeptItem<Id>[], incoming: KeptItem<Id>[]): ImportResult<KeptItem<Id>>;
  remote: KeptListRemote<KeptItem<Id>>;
}

/** Declares a list's adapter, its fact taken from shared/kept-data.ts. */
export function defineKeptList<Id extends KeptListId>(adapter: Omit<KeptListAdapter<Id>, 'fact'>): KeptListAdapter<Id> {
  return { ...adapter, fact: KEPT_LISTS[adapter.id] };
}

/** A change to one item of a list. */
export type KeptChange<Item> = { kind: 'put'; item: Item } | { kind: 'remove'; key: string };

/** `items` ordered and bounded as the adapter keeps them: past the bound, the last in order go. */
export function orderedItems<Id extends KeptListId>(adapter: KeptListAdapter<Id>, items: readonly KeptItem<Id>[]): KeptItem<Id>[] {
  const byKey = new Map<string, KeptItem<Id>>();
  // One item per key: a later one replaces an earlier one.
  for (const item of items) byKey.set(adapter.keyOf(item), item);
  return [...byKey.values()].sort((a, b) => adapter.compare(a, b)).slice(0, adapter.fact.maxItems);
}

/** The list with `change` made. */
export function withChange<Id extends KeptListId>(
  adapter: KeptListAdapter<Id>,
  items: readonly KeptItem<Id>[],
  change: KeptChange<KeptItem<Id>>,
): KeptItem<Id>[] {
  const key = change.kind === 'put' ? adapter.keyOf(change.item) : change.key;
  const others = items.filter((item) => adapter.keyOf(item) !== key);
  return orderedItems(adapter, change.kind === 'put' ? [...others, change.item] : others);
}

/** The default import: the file's items whose key the list does not have yet. */
export function importNewKeys<Id extends KeptListId>(
  adapter: KeptListAdapter<Id>,
  current: KeptItem<Id>[],
  incoming: KeptItem<Id>[],
): ImportResult<KeptItem<Id>> {
  const keys = new Set(current.map((item) => adapter.keyOf(item)));
  const added = incoming.filter((item) => {
    const key = adapter.keyOf(item);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  return { items: orderedItems(adapter, [...current, ...added]), added: added.length };
}

/** The query that holds a member's list from the server (cleared on sign-out). */
export function keptQueryKey(id: KeptListId, member: string | null) {
  return ['kept', id, member] as const;
}
export const KEPT_QUERIES = ['kept'] as const;

/** Newest first by an ISO time or date (strings in one format compare as their times do). */
export function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
