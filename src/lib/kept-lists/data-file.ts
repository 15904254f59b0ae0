// Export and import of everything the reader keeps (spec 2 "Export My Data"; the file itself is
// shared/data-file.ts). A visitor's file is this device's lists; a member's is their account's,
// as this device has it. An imported file joins the lists by each list's rule (a visitor's) or by
// the account's merge (a member's); entries the file got wrong were skipped when it was read.
import { KEPT_LIST_IDS, type KeptListId } from '../../shared/kept-data.ts';
import { buildDataFile, type KeptLists } from '../../shared/data-file.ts';
import type { DataExport, KeptItem } from '../../shared/schemas/user-data.ts';
import { writeLocal } from '../local-store.ts';
import { readMemberName } from '../member.ts';
import { chunkBySize, type DeviceContext } from './account.ts';
import { KEPT_LIST_ADAPTERS } from './all-lists.ts';
import { checkList, loadKeptChecks } from './checks.ts';
import { importNewKeys, keptQueryKey, orderedItems, type KeptListAdapter } from './kept-list.ts';
import { readKeptList, readStoredList } from './use-kept-list.ts';

const adapterOf = (id: KeptListId) => KEPT_LIST_ADAPTERS[id] as KeptListAdapter;

/** The lists as the reader sees them now, each item worth keeping. */
async function readAllLists(member = readMemberName()): Promise<KeptLists> {
  await loadKeptChecks();
  const lists = {} as Record<KeptListId, unknown[]>;
  for (const id of KEPT_LIST_IDS) {
    const adapter = adapterOf(id);
    lists[id] = readKeptList(adapter, member).filter((item) => adapter.worthKeeping?.(item) ?? true);
  }
  return lists as KeptLists;
}

export async function exportKeptData(now = new Date()): Promise<DataExport> {
  return buildDataFile(await readAllLists(), now);
}

/** How many entries of each list the import added or replaced (by the list's rule, or the account's merge). */
export type ImportCounts = Record<KeptListId, number>;

async function importList<Id extends KeptListId>(
  context: DeviceContext,
  member: string | null,
  adapter: KeptListAdapter<Id>,
  incoming: KeptItem<Id>[],
): Promise<number> {
  if (!member) {
    const current = readStoredList(adapter, null);
    const joined = adapter.importInto ? adapter.importInto(current, incoming) : importNewKeys(adapter, current, incoming);
    if (joined.added > 0) writeLocal(adapter.fact.deviceKey, orderedItems(adapter, joined.items));
    return joined.added;
  }
  const worth = adapter.worthKeeping ? incoming.filter((item) => adapter.worthKeeping!(item)) : incoming;
  if (worth.length === 0) return 0;
  // The account's merge is the rule (a card or journal day reviewed later replaces the one kept),
  // so what it changed is read from the account itself, before and after: not from this
  // device's copy, which may be older than the account.
  const before = itemsByKey(adapter, await adapter.remote.list(context.client));
  let after = before;
  for (const chunk of chunkBySize(worth)) after = itemsByKey(adapter, await adapter.remote.merge(context.client, chunk));
  await context.queryClient.invalidateQueries({ queryKey: keptQueryKey(adapter.id, member) });
  const changed = new Set(worth.map((item) => adapter.keyOf(item)).filter((key) => after.has(key) && after.get(key) !== before.get(key)));
  return changed.size;
}

/** A list from the account, checked, as each item's value (in one key order) by its key. */
function itemsByKey<Id extends KeptListId>(adapter: KeptListAdapter<Id>, list: unknown): Map<string, string> {
  return new Map(checkList(adapter, list).map((item) => [adapter.keyOf(item), valueOf(item)]));
}

/** An item's value as text, the same whatever order its fields were written in. */
function valueOf(item: unknown): string {
  return JSON.stringify(item, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * Joins a file's lists to the reader's: on this device for a visitor, in the account for a
 * member (rejects when the account cannot be reached).
 */
export async function importKeptData(context: DeviceContext, file: KeptLists): Promise<ImportCounts> {
  await loadKeptChecks();
  const member = readMemberName();
  const counts = {} as ImportCounts;
  for (const id of KEPT_LIST_IDS) counts[id] = await importList(context, member, KEPT_LIST_ADAPTERS[id] as KeptListAdapter, file[id]);
  return counts;
}
