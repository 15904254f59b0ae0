// A member's changes not yet on the server, kept on the device (`lumen-sync-{user}-pending`) so
// that none is lost to a reload, a dropped connection or a sign-out. Each shows at once (the
// list on screen is the account's copy with these applied), is sent in order, and then becomes
// part of the copy. A change the server refuses is dropped, which takes it back off the screen,
// and its sender is told (the spec's error toasts). A change that cannot reach the server waits
// for the connection, the next start, or the sign-out, which asks what to do with it.
import { accountCopyKey, type KeptListId } from '../../shared/kept-data.ts';
import { readLocalValue, removeLocal, writeLocal } from '../local-store.ts';
import { pendingKey, readPending, type PendingChange, type PendingOutcome } from './pending-store.ts';

export type { PendingChange, PendingOutcome };
import { checkItem, checkList, loadKeptChecks } from './checks.ts';
import { withChange, type KeptListAdapter, type TrpcClient } from './kept-list.ts';

function writePending(username: string, changes: PendingChange[]): void {
  if (changes.length === 0) removeLocal(pendingKey(username));
  else writeLocal(pendingKey(username), changes);
}

interface Waiter {
  resolve: (outcome: PendingOutcome) => void;
  reject: (error: unknown) => void;
}
const waiters = new Map<string, Waiter>();

function settle(id: string, outcome: PendingOutcome | { refused: unknown }): void {
  const waiter = waiters.get(id);
  if (!waiter) return;
  waiters.delete(id);
  if (typeof outcome === 'object') waiter.reject(outcome.refused);
  else waiter.resolve(outcome);
}

let sequence = 0;

/**
 * Keeps a change to send, replacing any change of the same item still waiting; resolves once it
 * is sent ('sent'), replaced by a later one, or kept for later because the server cannot be
 * reached ('kept'); rejects with the server's error when it is refused.
 */
export function addPending(
  username: string,
  change: Omit<PendingChange, 'id'>,
): { change: PendingChange; outcome: Promise<PendingOutcome> } {
  const added: PendingChange = { ...change, id: `${Date.now().toString(36)}-${(sequence += 1)}` };
  const replaced: PendingChange[] = [];
  const kept = readPending(username).filter((known) => {
    const same = known.list === change.list && known.key === change.key;
    if (same) replaced.push(known);
    return !same;
  });
  writePending(username, [...kept, added]);
  for (const known of replaced) settle(known.id, 'replaced');
  const outcome = new Promise<PendingOutcome>((resolve, reject) => waiters.set(added.id, { resolve, reject }));
  return { change: added, outcome };
}

/** Drops every change waiting for `username` (the member chose to discard them). */
export function discardPending(username: string): void {
  for (const change of readPending(username)) settle(change.id, 'replaced');
  removeLocal(pendingKey(username));
}

/** A failure with no answer from the server: offline, or the connection dropped. */
export function isUnreachable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const data = (error as { data?: unknown } | null)?.data;
  return data === undefined || data === null;
}

function isNotFound(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';
}

/** Listeners told which lists changed on the server after a send (to fetch them afresh). */
const deliveredListeners = new Set<(username: string, lists: Set<KeptListId>) => void>();
export function onPendingSent(listener: (username: string, lists: Set<KeptListId>) => void): () => void {
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

/** The list's copy on the device with `change` made, as the server now has it. */
function applyToCopy<Id extends KeptListId>(username: string, adapter: KeptListAdapter<Id>, change: PendingChange, item: unknown): void {
  const key = accountCopyKey(username, adapter.fact.name);
  const copy = checkList(
    adapter,
    readLocalValue(key, (value) => value, []),
  );
  const made = change.kind === 'put' ? { kind: 'put' as const, item: item as never } : { kind: 'remove' as const, key: change.key };
  writeLocal(key, withChange(adapter, copy, made));
}

export interface SendResult {
  /** Changes still waiting (none reached the server, or they are not due yet). */
  unsent: number;
}

const passes = new Map<string, Promise<SendResult>>();
const timers = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();

/** Sends `username`'s changes now if due (all of them with `all`), one pass at a time. */
export function sendPending(client: TrpcClient, username: string, { all = false }: { all?: boolean } = {}): Promise<SendResult> {
  const previous = passes.get(username) ?? Promise.resolve();
  const pass = previous.catch(() => undefined).then(() => sendPass(client, username, all));
  passes.set(username, pass);
  void pass.finally(() => {
    if (passes.get(username) === pass) passes.delete(username);
  });
  return pass;
}

/** How long a server that could not be reached (while the device is online) is left before a retry. */
const RETRY_MS = 30_000;

/** Sends `username`'s changes once the earliest of them is due (or at `at`). */
export function scheduleSend(client: TrpcClient, username: string, at?: number): void {
  const changes = readPending(username);
  if (changes.length === 0) return;
  at ??= Math.min(...changes.map((change) => change.sendAfter ?? 0));
  const scheduled = timers.get(username);
  if (scheduled && scheduled.at <= at) return;
  if (scheduled) clearTimeout(scheduled.timer);
  const timer = setTimeout(
    () => {
      timers.delete(username);
      void sendPending(client, username);
    },
    Math.max(0, at - Date.now()),
  );
  timers.set(username, { at, timer });
}

/** Stops any scheduled send (the member is signing out; their changes are sent or held now). */
export function cancelScheduledSend(username: string): void {
  const scheduled = timers.get(username);
  if (scheduled) clearTimeout(scheduled.timer);
  timers.delete(username);
}

async function sendPass(client: TrpcClient, username: string, all: boolean): Promise<SendResult> {
  if (readPending(username).length === 0) return { unsent: 0 };
  await loadKeptChecks();
  const { KEPT_LIST_ADAPTERS } = await import('./all-lists.ts');
  const changed = new Set<KeptListId>();
  const tried = new Set<string>();
  let unreachable = false;
  for (;;) {
    const due = readPending(username).find((change) => !tried.has(change.id) && (all || (change.sendAfter ?? 0) <= Date.now()));
    if (!due) break;
    tried.add(due.id);
    const adapter = KEPT_LIST_ADAPTERS[due.list] as KeptListAdapter;
    const item = due.kind === 'put' ? checkItem(adapter, due.item) : null;
    try {
      if (due.kind === 'put') {
        // A change that is not valid (stored by an older version, edited by hand) cannot be sent.
        if (item === null) throw Object.assign(new Error('This change is not valid'), { data: { code: 'BAD_REQUEST' } });
        await adapter.remote.put(client, item);
      } else {
        await adapter.remote.remove(client, due.key).catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
      }
    } catch (error) {
      if (isUnreachable(error)) {
        unreachable = true;
        break;
      }
      writePending(
        username,
        readPending(username).filter((change) => change.id !== due.id),
      );
      settle(due.id, { refused: error });
      continue;
    }
    applyToCopy(username, adapter, due, item);
    writePending(
      username,
      readPending(username).filter((change) => change.id !== due.id),
    );
    changed.add(due.list);
    settle(due.id, 'sent');
  }
  const left = readPending(username);
  // What could not reach the server is kept; its senders hear so (the change stays on screen).
  if (unreachable) {
    for (const change of left) settle(change.id, 'kept');
    // Offline, the connection's return sends them (account.ts); a server that did not answer is tried again.
    if (typeof navigator === 'undefined' || navigator.onLine !== false) scheduleSend(client, username, Date.now() + RETRY_MS);
  } else if (left.length > 0) scheduleSend(client, username);
  if (changed.size > 0) for (const listener of deliveredListeners) listener(username, changed);
  return { unsent: left.length };
}
