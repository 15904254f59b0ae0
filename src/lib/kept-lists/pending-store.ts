// A member's changes not yet on the server, as the device keeps them
// (`lumen-sync-{user}-pending`): read here for what the screen shows; sent by pending-changes.ts,
// which loads with a member's first change.
import { KEPT_LIST_IDS, accountCopyKey, type KeptListId } from '../../shared/kept-data.ts';
import { readLocalValue } from '../local-store.ts';

export interface PendingChange {
  /** Unique on this device: what a sender waits on. */
  id: string;
  list: KeptListId;
  kind: 'put' | 'remove';
  key: string;
  /** The item put (checked again when it is sent). */
  item?: unknown;
  /** Not sent before this time (ms): typing in the journal is sent once it pauses. */
  sendAfter?: number;
}

export function pendingKey(username: string): string {
  return accountCopyKey(username, 'pending');
}

function isPendingChange(value: unknown): value is PendingChange {
  const change = value as Partial<PendingChange> | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.id === 'string' &&
    KEPT_LIST_IDS.includes(change.list as KeptListId) &&
    (change.kind === 'put' || change.kind === 'remove') &&
    typeof change.key === 'string' &&
    (change.sendAfter === undefined || typeof change.sendAfter === 'number')
  );
}

export function parsePending(value: unknown): PendingChange[] {
  return Array.isArray(value) ? value.filter(isPendingChange) : [];
}

export function readPending(username: string): PendingChange[] {
  return readLocalValue(pendingKey(username), parsePending, []);
}

/** What became of a change: sent, replaced by a later change of the same item, or kept for later. */
export type PendingOutcome = 'sent' | 'kept' | 'replaced';
