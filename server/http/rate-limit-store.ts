// A @fastify/rate-limit store over PostgreSQL, shared by every app instance (DECISIONS
// "Scale"; issue 27 item 2). Counting each request with a query would put the database on
// the path of every static file, so an instance counts in memory and adds its counts to the
// shared row about once a second, learning the others' counts in the same statement. A
// limit is therefore exact within an instance (hits on their way to the row still count) and at most a second behind across them.
import type { Sql } from '../../db/client.ts';

interface WindowCount {
  /** Hits seen here and not yet added to the shared row. */
  pending: number;
  /** Hits being added by a flush now under way: still counted, so a limit holds meanwhile. */
  sending: number;
  /** The shared row's count at the last flush (every instance's hits, ours included). */
  shared: number;
  expiresAtMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store interface @fastify/rate-limit calls (its README: incr, child). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindowMs: number, max: number): void;
  child(): RateLimitStore;
}

export interface SharedRateLimitStore extends RateLimitStore {
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresRateLimitStore(sql: Sql, { flushEveryMs = 1000 } = {}): SharedRateLimitStore {
  const counts = new Map<string, WindowCount>();
  let flushing: Promise<void> | null = null;

  async function flushNow(): Promise<void> {
    const now = Date.now();
    for (const [key, count] of counts) if (count.expiresAtMs <= now && count.pending === 0 && count.sending === 0) counts.delete(key);
    const batch = [...counts].filter(([, count]) => count.pending > 0).map(([key, count]) => ({ key, count, added: count.pending }));
    if (batch.length === 0) return;
    for (const entry of batch) {
      entry.count.pending -= entry.added;
      entry.count.sending += entry.added;
    }
    try {
      const rows = await sql<{ key: string; hits: number }[]>`
        INSERT INTO rate_limit_hits AS r (key, hits, expires_at)
        SELECT key, hits, to_timestamp(expires_ms / 1000.0)
        FROM unnest(${batch.map((entry) => entry.key)}::text[], ${batch.map((entry) => entry.added)}::int[],
                    ${batch.map((entry) => entry.count.expiresAtMs)}::float8[]) AS batch (key, hits, expires_ms)
        ON CONFLICT (key) DO UPDATE SET hits = r.hits + excluded.hits
        RETURNING key, hits`;
      const byKey = new Map(batch.map((entry) => [entry.key, entry.count]));
      for (const row of rows) {
        const count = byKey.get(row.key);
        if (count) count.shared = row.hits;
      }
      for (const entry of batch) entry.count.sending -= entry.added;
      // Past windows are swept now and then rather than by a separate job.
      if (Math.random() < 0.02) await sql`DELETE FROM rate_limit_hits WHERE expires_at < now()`;
    } catch {
      // The database is away: keep the counts and add them next time; limits stay local meanwhile.
      for (const entry of batch) {
        entry.count.sending -= entry.added;
        entry.count.pending += entry.added;
      }
    }
  }

  const flush = () => (flushing ??= flushNow().finally(() => (flushing = null)));
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  const store: SharedRateLimitStore = {
    incr(key, callback, timeWindowMs) {
      const now = Date.now();
      // Fixed windows aligned to the clock, so that every instance names the same window.
      const window = Math.floor(now / timeWindowMs);
      const windowKey = `${key}@${timeWindowMs}:${window}`;
      let count = counts.get(windowKey);
      if (!count) {
        count = { pending: 0, sending: 0, shared: 0, expiresAtMs: (window + 1) * timeWindowMs };
        counts.set(windowKey, count);
      }
      count.pending += 1;
      callback(null, { current: count.shared + count.sending + count.pending, ttl: count.expiresAtMs - now });
    },
    child: () => store,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
  return store;
}
