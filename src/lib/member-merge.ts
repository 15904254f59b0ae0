// The sign-in merge (DECISIONS "Accounts, members and safety"): what the visitor kept on this
// device joins the account. The server dedupes, so nothing is lost or doubled; each call stays
// under the 64 KiB tRPC body limit. Loaded lazily by member-sync.ts.
import { PERSONAL_DATA, readLocalValue, validItems } from './local-store.ts';
import type { createTrpcClient } from './trpc.ts';
import { bookmarkSchema, highlightSchema, journalEntrySchema, planProgressKeySchema } from '../shared/schemas/user-data.ts';

type Client = ReturnType<typeof createTrpcClient>;

/** Well under the server's 64 KiB body limit, leaving room for the envelope. */
const MAX_CHUNK_BYTES = 48 * 1024;
/** The server's list bound per call (USER_DATA_LIMITS.listSize). */
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

/** The visitor's local data, in the shape of the merge procedures. */
export function readVisitorData() {
  const bookmarks = readLocalValue(PERSONAL_DATA.bookmarks, (value) => validItems(value, bookmarkSchema), []);
  const highlights = readLocalValue(PERSONAL_DATA.highlights, (value) => validItems(value, highlightSchema), []);
  const now = new Date().toISOString();
  const journal = readLocalValue(
    PERSONAL_DATA.journal,
    (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? validItems(
            Object.entries(value).map(([date, answers]) => ({ date, answers, updatedAt: now })),
            journalEntrySchema,
          ).filter((entry) => entry.answers.some((answer) => answer.trim() !== ''))
        : [],
    [],
  );
  const planProgress = readLocalValue(PERSONAL_DATA.planProgress, (value) => validItems(value, planProgressKeySchema), []);
  return { bookmarks, highlights, journal, planProgress };
}

const inFlight = new Map<string, Promise<void>>();

/** Merges the visitor's data into the account; a second call during a merge joins the first. */
export function mergeVisitorData(client: Client, username: string): Promise<void> {
  const running = inFlight.get(username);
  if (running) return running;
  const merge = (async () => {
    const { bookmarks, highlights, journal, planProgress } = readVisitorData();
    await Promise.all([
      ...chunkBySize(bookmarks).map((chunk) => client.bookmark.merge.mutate({ bookmarks: chunk })),
      ...chunkBySize(highlights).map((chunk) => client.highlight.merge.mutate({ highlights: chunk })),
      ...chunkBySize(journal).map((chunk) => client.journal.merge.mutate({ journal: chunk })),
      ...chunkBySize(planProgress, MAX_CHUNK_BYTES, 2000).map((chunk) => client.progress.merge.mutate({ planProgress: chunk })),
    ]);
  })().finally(() => inFlight.delete(username));
  inFlight.set(username, merge);
  return merge;
}
