// The one owner of what signing in and out does to this device (DECISIONS "Accounts, members and
// safety"). Signing in, the visitor's lists join the account and then leave the visitor's store,
// so they cannot join a second account; changes held from an offline sign-out are sent.
// Signing out, pending changes are sent first; what cannot be sent is kept until the same
// member signs in again, or discarded, as the member chooses; then every account copy on this
// device goes. Clearing the device removes every `lumen-` key. The auth and privacy features
// call these; the lists themselves are the adapters of all-lists.ts.
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import {
  ACCOUNT_COPY_PREFIX,
  DEVICE_KEYS,
  KEPT_LIST_IDS,
  accountCopyKey,
  heldChangesKey,
  type KeptListId,
} from '../../shared/kept-data.ts';
import { countNoteDrafts, parseNoteDraftFile, type NoteDraftFile } from '../../shared/note-drafts.ts';
import { localKeys, readLocalValue, removeLocal, removeLocalWhere, writeLocal } from '../local-store.ts';
import { readMemberName } from '../member.ts';
import { trpc } from '../trpc.ts';
import { loadKeptChecks } from './checks.ts';
import { KEPT_QUERIES, type KeptListAdapter, type TrpcClient } from './kept-list.ts';
import { cancelScheduledSend, discardPending, isUnreachable, sendPending } from './pending-changes.ts';
import { parsePending, pendingKey, readPending, type PendingChange } from './pending-store.ts';
import { readStoredList } from './use-kept-list.ts';
import type { ListCounts, SignedOut } from './words.ts';

export interface DeviceContext {
  client: TrpcClient;
  queryClient: QueryClient;
}

/** Well under the server's 64 KiB body limit, leaving room for the envelope. */
const MAX_CHUNK_BYTES = 48 * 1024;
const MAX_CHUNK_ITEMS = 500;
const encoder = new TextEncoder();

/** Splits a list into chunks whose JSON stays under the byte and item bounds. */
export function chunkBySize<T>(items: readonly T[], maxBytes = MAX_CHUNK_BYTES, maxItems = MAX_CHUNK_ITEMS): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 2;
  for (const item of items) {
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (current.length > 0 && (bytes + size > maxBytes || current.length >= maxItems)) {
      chunks.push(current);
      current = [];
      bytes = 2;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function allLists(): Promise<KeptListAdapter[]> {
  await loadKeptChecks();
  const { KEPT_LIST_ADAPTERS } = await import('./all-lists.ts');
  return KEPT_LIST_IDS.map((id) => KEPT_LIST_ADAPTERS[id] as KeptListAdapter);
}

/** Everything about a member the query cache holds, and the session check, forgotten. */
function forgetMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: KEPT_QUERIES });
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.notes) });
  queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), { user: null });
}

// ---- Signing in ---------------------------------------------------------------------------

/**
 * The visitor's lists joined to the account, each list then removed from the visitor's store
 * (only the items sent: one added meanwhile stays). A list the server could not take stays on
 * the device (the sign-out says so), and joins the account at the next sign-in.
 */
async function mergeVisitorLists(client: TrpcClient): Promise<void> {
  for (const adapter of await allLists()) {
    const items = readStoredList(adapter, null);
    if (items.length === 0) continue;
    const worth = adapter.worthKeeping ? items.filter((item) => adapter.worthKeeping!(item)) : items;
    try {
      for (const chunk of chunkBySize(worth)) await adapter.remote.merge(client, chunk);
    } catch (error) {
      console.warn(`Your ${adapter.fact.name} could not join your account yet:`, error);
      continue;
    }
    const sent = new Set(items.map((item) => adapter.keyOf(item)));
    const left = readStoredList(adapter, null).filter((item) => !sent.has(adapter.keyOf(item)));
    if (left.length > 0) writeLocal(adapter.fact.deviceKey, left);
    else removeLocal(adapter.fact.deviceKey);
  }
}

interface HeldChanges {
  pending: PendingChange[];
  noteDrafts: NoteDraftFile;
}

function parseHeld(value: unknown): HeldChanges {
  const held = (value ?? {}) as Partial<Record<keyof HeldChanges, unknown>>;
  return { pending: parsePending(held.pending), noteDrafts: parseNoteDraftFile(held.noteDrafts) };
}

function readHeld(username: string): HeldChanges {
  return readLocalValue(heldChangesKey(username), parseHeld, { pending: [], noteDrafts: {} });
}

/** Changes kept at an offline sign-out become the member's pending changes and drafts again. */
function restoreHeld(username: string): void {
  const held = readHeld(username);
  if (held.pending.length === 0 && Object.keys(held.noteDrafts).length === 0) return;
  const current = readPending(username);
  const newer = new Set(current.map((change) => `${change.list} ${change.key}`));
  writeLocal(pendingKey(username), [...held.pending.filter((change) => !newer.has(`${change.list} ${change.key}`)), ...current]);
  const draftsKey = accountCopyKey(username, 'note-drafts');
  writeLocal(draftsKey, { ...held.noteDrafts, ...readLocalValue(draftsKey, parseNoteDraftFile, {}) });
  removeLocal(heldChangesKey(username));
}

const signingIn = new Map<string, Promise<void>>();

/**
 * After a sign-in (or a new account): the visitor's data joins the account, held changes come
 * back, pending ones are sent, and the lists are fetched afresh. A second call while one runs
 * joins it.
 */
export function joinAccount({ client, queryClient }: DeviceContext, username: string): Promise<void> {
  const running = signingIn.get(username);
  if (running) return running;
  const joining = (async () => {
    restoreHeld(username);
    await mergeVisitorLists(client);
    await sendPending(client, username, { all: true });
    await queryClient.invalidateQueries({ queryKey: KEPT_QUERIES });
    await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.notes) });
  })().finally(() => signingIn.delete(username));
  signingIn.set(username, joining);
  return joining;
}

/** Remembers the signed-in member on this device. */
export function rememberMember(username: string): void {
  writeLocal(DEVICE_KEYS.user, { username });
}

/**
 * At a member's start (and when the connection returns): a sign-out the server has not heard of
 * is told, and pending changes are sent.
 */
export async function resumeAccount(context: DeviceContext): Promise<void> {
  if (isLogoutOwed()) await endServerSession(context.client);
  const member = readMemberName();
  if (member) await sendPending(context.client, member);
}

// ---- Signing out --------------------------------------------------------------------------

export interface Unsent {
  /** Changes to the lists not on the server. */
  changes: number;
  /** The lists they change. */
  lists: KeptListId[];
  /** Study notes being written that could not be saved. */
  noteDrafts: number;
}

/** How long a sign-out waits for the server before asking what to do with unsent changes. */
const SEND_BEFORE_SIGN_OUT_MS = 8000;

function within<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))]);
}

/**
 * The spec's rule for an editor that loses focus is to save: a note left being written is saved
 * as the member leaves. Each one saved leaves the drafts; what cannot be saved stays.
 */
async function saveNoteDrafts(client: TrpcClient, username: string): Promise<void> {
  const key = accountCopyKey(username, 'note-drafts');
  const file = readLocalValue(key, parseNoteDraftFile, {});
  for (const [devotionId, drafts] of Object.entries(file)) {
    const left = { ...drafts };
    try {
      if (drafts.editing && drafts.editing.text.trim() !== '') {
        const content = drafts.editing.text;
        await client.notes.update.mutate({ id: drafts.editing.id, content }).catch((error: unknown) => {
          // The note was deleted meanwhile: its text becomes a new note rather than being lost.
          if ((error as { data?: { code?: string } }).data?.code !== 'NOT_FOUND') throw error;
          return client.notes.create.mutate({ devotionId: Number(devotionId), content });
        });
        delete left.editing;
      }
      if (drafts.adding !== undefined) {
        await client.notes.create.mutate({ devotionId: Number(devotionId), content: drafts.adding });
        delete left.adding;
      }
    } catch (error) {
      if (isUnreachable(error)) break;
    } finally {
      const now = readLocalValue(key, parseNoteDraftFile, {});
      if (left.adding === undefined && !left.editing) delete now[devotionId];
      else now[devotionId] = left;
      if (Object.keys(now).length > 0) writeLocal(key, now);
      else removeLocal(key);
    }
  }
}

function unsentOf(username: string): Unsent {
  const pending = readPending(username);
  return {
    changes: pending.length,
    lists: KEPT_LIST_IDS.filter((id) => pending.some((change) => change.list === id)),
    noteDrafts: countNoteDrafts(readLocalValue(accountCopyKey(username, 'note-drafts'), parseNoteDraftFile, {})),
  };
}

/** Before signing out: sends what is pending and saves note drafts; says what could not go. */
export async function sendBeforeSignOut({ client }: DeviceContext, username: string): Promise<Unsent> {
  cancelScheduledSend(username);
  await within(
    sendPending(client, username, { all: true }).then(() => saveNoteDrafts(client, username)),
    SEND_BEFORE_SIGN_OUT_MS,
    undefined,
  );
  return unsentOf(username);
}

const LOGOUT_OWED = DEVICE_KEYS.logoutOwed;

export function isLogoutOwed(): boolean {
  return readLocalValue(LOGOUT_OWED, (value) => value === true, false);
}

/** Tells the server the session ended; remembered and retried while it cannot be reached. */
export async function endServerSession(client: TrpcClient): Promise<boolean> {
  try {
    await client.auth.logout.mutate();
    removeLocal(LOGOUT_OWED);
    return true;
  } catch (error) {
    if (isUnreachable(error)) {
      writeLocal(LOGOUT_OWED, true);
      return false;
    }
    // The server answered: whatever it said, it holds no session for this device now.
    removeLocal(LOGOUT_OWED);
    return true;
  }
}

async function countVisitorLists(): Promise<ListCounts> {
  const counts = {} as ListCounts;
  for (const adapter of await allLists()) counts[adapter.id] = readStoredList(adapter, null).length;
  return counts;
}

/** Keeps what was not sent (pending changes, note drafts) for the member's next sign-in. */
function holdUnsent(username: string): void {
  const pending = readPending(username);
  const drafts = readLocalValue(accountCopyKey(username, 'note-drafts'), parseNoteDraftFile, {});
  if (pending.length === 0 && countNoteDrafts(drafts) === 0) return;
  const held = readHeld(username);
  writeLocal(heldChangesKey(username), {
    pending: [...held.pending, ...pending],
    noteDrafts: { ...held.noteDrafts, ...drafts },
  } satisfies HeldChanges);
}

/** Every account's copies and the cached name leave: after a sign-out no account is signed in here. */
function forgetAccountCopies(queryClient: QueryClient): void {
  removeLocalWhere((key) => key.startsWith(ACCOUNT_COPY_PREFIX) || key === DEVICE_KEYS.user);
  forgetMemberQueries(queryClient);
}

/**
 * Signs the device out: tells the server (spec 4: a failed call still signs out here), keeps or
 * discards what could not be sent, and removes every account copy and the cached name.
 */
export async function forgetAccount(
  { client, queryClient }: DeviceContext,
  username: string,
  unsent: 'keep' | 'discard',
): Promise<SignedOut> {
  cancelScheduledSend(username);
  await endServerSession(client);
  const left = unsentOf(username);
  const count = left.changes + left.noteDrafts;
  if (unsent === 'keep') holdUnsent(username);
  discardPending(username);
  forgetAccountCopies(queryClient);
  return {
    stays: await countVisitorLists(),
    held: unsent === 'keep' ? count : 0,
    discarded: unsent === 'discard' ? count : 0,
  };
}

/** The session ended elsewhere (expiry, a password reset): the device forgets the account. */
export function forgetEndedSession(queryClient: QueryClient): void {
  const username = readMemberName();
  if (username) {
    // The session ended, the writing did not: unsent changes wait for the member's next sign-in.
    cancelScheduledSend(username);
    holdUnsent(username);
  }
  forgetAccountCopies(queryClient);
}

// ---- Clearing the device ------------------------------------------------------------------

/** What "Clear Local Data" would remove, for its confirmation. */
export interface DeviceData {
  visitor: ListCounts;
  /** The member signed in on this device, whose copies (and sign-in) would go. */
  member: string | null;
  /** Changes of the member not yet sent. */
  unsent: number;
  /** Changes held for a later sign-in, of any account. */
  held: number;
  jamesDays: number;
  /** Any other `lumen-` key: display settings, the study tab, the storage choice. */
  settings: boolean;
}

export async function describeDeviceData(): Promise<DeviceData> {
  const member = readMemberName();
  const keys = localKeys();
  const held = keys
    .filter((key) => key.startsWith('held-'))
    .reduce((count, key) => {
      const changes = readLocalValue(key, parseHeld, { pending: [], noteDrafts: {} });
      return count + changes.pending.length + countNoteDrafts(changes.noteDrafts);
    }, 0);
  const jamesDays = readLocalValue(DEVICE_KEYS.jamesCompleted, (value) => (Array.isArray(value) ? value.length : 0), 0);
  return {
    visitor: await countVisitorLists(),
    member,
    unsent: member ? unsentOf(member).changes + unsentOf(member).noteDrafts : 0,
    held,
    jamesDays,
    settings: keys.some((key) => [DEVICE_KEYS.appearance, DEVICE_KEYS.studyTab, DEVICE_KEYS.storageEnabled].includes(key as never)),
  };
}

/** Runtime caches of the service worker: public content only (vite.config.ts), checked entry by entry. */
async function removeReaderCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      // The precache holds the app itself, the same for every reader.
      if (name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        // Anything not marked public (or not a plain page) is about someone: it goes.
        const page = request.mode === 'navigate' || response?.headers.get('content-type')?.startsWith('text/html');
        if (!response || (response.headers.get('x-lumen-cache') !== 'public' && !page)) await cache.delete(request);
      }
    }
  } catch {
    // Cache Storage unavailable: there is nothing in it.
  }
}

export interface Cleared {
  /** The member was signed out (their account keeps its data). */
  signedOut: boolean;
  /** The server could not be told yet: the device will tell it when next online. */
  logoutOwed: boolean;
}

/**
 * "Clear Local Data": a member's pending changes are sent if they can be (the confirmation said
 * what else would be lost), the member is signed out, and every `lumen-` key and every cached
 * answer not marked public goes.
 */
export async function clearDevice({ client, queryClient }: DeviceContext): Promise<Cleared> {
  const member = readMemberName();
  let logoutOwed = false;
  if (member) {
    cancelScheduledSend(member);
    await within(sendPending(client, member, { all: true }), SEND_BEFORE_SIGN_OUT_MS, undefined);
    logoutOwed = !(await endServerSession(client));
  }
  removeLocalWhere(() => true);
  // The server still has the session: until it hears, this device must not be signed in by it.
  if (logoutOwed) writeLocal(LOGOUT_OWED, true);
  await removeReaderCaches();
  forgetMemberQueries(queryClient);
  return { signedOut: member !== null, logoutOwed };
}
