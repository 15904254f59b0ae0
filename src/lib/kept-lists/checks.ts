// Every read of a kept list goes through its zod schema (shared/schemas/user-data.ts): a bad item
// (another app's data, a hand edit, a file of another age) is skipped, and anything but a list
// reads as none. The schemas load on first need, so a first page with nothing kept carries no zod
// (tests/e2e/budget.spec.ts); once loaded, checks are synchronous.
import { useEffect, useState } from 'react';
import type { KeptListId } from '../../shared/kept-data.ts';
import type { KEPT_ITEM_SCHEMAS, KeptItem } from '../../shared/schemas/user-data.ts';
import { orderedItems, type KeptListAdapter } from './kept-list.ts';

type Schemas = typeof KEPT_ITEM_SCHEMAS;

let schemas: Schemas | null = null;
let loading: Promise<Schemas> | null = null;

/** Loads the schemas (once); resolves at once when they are loaded already. */
export function loadKeptChecks(): Promise<void> {
  if (schemas) return Promise.resolve();
  loading ??= import('../../shared/schemas/user-data.ts').then((module) => (schemas = module.KEPT_ITEM_SCHEMAS));
  return loading.then(() => undefined);
}

function keptChecksLoaded(): boolean {
  return schemas !== null;
}

export type CheckList<Id extends KeptListId> = (value: unknown) => KeptItem<Id>[];

/** The valid items of a stored value, ordered and bounded as the adapter keeps them. Needs loadKeptChecks first. */
export function checkList<Id extends KeptListId>(adapter: KeptListAdapter<Id>, value: unknown): KeptItem<Id>[] {
  if (!schemas) throw new Error('The kept-data schemas are not loaded: await loadKeptChecks() first');
  const stored = adapter.upgradeStored ? adapter.upgradeStored(value) : value;
  if (!Array.isArray(stored)) return [];
  const schema = schemas[adapter.id];
  const items = stored.flatMap((item: unknown) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data as KeptItem<Id>] : [];
  });
  return orderedItems(adapter, items);
}

/** One item checked, or null when it is not valid. */
export function checkItem<Id extends KeptListId>(adapter: KeptListAdapter<Id>, value: unknown): KeptItem<Id> | null {
  if (!schemas) throw new Error('The kept-data schemas are not loaded: await loadKeptChecks() first');
  const result = schemas[adapter.id].safeParse(value);
  return result.success ? (result.data as KeptItem<Id>) : null;
}

/** True once the checks are loaded; starts loading them when `needed` (and never unloads). */
export function useKeptChecks(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(keptChecksLoaded);
  useEffect(() => {
    if (loaded || !needed) return;
    let current = true;
    void loadKeptChecks().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [loaded, needed]);
  // Loaded meanwhile by someone else (a change being made): true at once, not a render later.
  return loaded || keptChecksLoaded();
}
