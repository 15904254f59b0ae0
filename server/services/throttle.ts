// Attempt throttling for login, register and reset (DECISIONS "Accounts, members and
// safety", "Scale"): counters per username and per client address in fixed windows, kept in
// PostgreSQL, or in Redis when REDIS_URL is set, so that every app instance sees the same.
import { Redis } from 'ioredis';
import type { Sql } from '../../db/client.ts';

export const THROTTLE_LIMITS = {
  /** Failed attempts on one username, whoever makes them. */
  perUsername: 5,
  /** Failed attempts from one client address, on any usernames. */
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const;

export type ThrottledAction = 'login' | 'register' | 'reset';

export interface ThrottleStore {
  /** Counts one attempt on `key` (atomically) and says how many the window holds and when it ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetsInSeconds: number }>;
  /** Takes one attempt back (a success does not count against the address). */
  forgive(key: string): Promise<void>;
  /** Forgets the key (a success wipes the username's failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export type Attempt =
  | { allowed: true; succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt before it runs, so that concurrent attempts cannot slip past the limit;
 * the caller reports success, which takes it back. Only failures therefore add up: the 6th
 * attempt after 5 failures on a username (or the 21st after 20 from an address) is refused
 * until the window ends, without checking anything.
 */
export async function startAttempt(
  store: ThrottleStore,
  action: ThrottledAction,
  who: { usernameKey: string; address: string | null },
): Promise<Attempt> {
  const { perUsername, perAddress, windowSeconds } = THROTTLE_LIMITS;
  const counters: { key: string; limit: number }[] = [{ key: `${action}:user:${who.usernameKey}`, limit: perUsername }];
  if (who.address) counters.push({ key: `${action}:ip:${who.address}`, limit: perAddress });
  const hits = await Promise.all(counters.map(async (counter) => ({ ...counter, ...(await store.hit(counter.key, windowSeconds)) })));
  const over = hits.filter((hit) => hit.count > hit.limit);
  if (over.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((hit) => hit.resetsInSeconds)) };
  return {
    allowed: true,
    async succeeded() {
      await store.clear(counters[0]!.key);
      if (counters[1]) await store.forgive(counters[1].key);
    },
  };
}

export function createPostgresThrottleStore(sql: Sql): ThrottleStore {
  return {
    async hit(key, windowSeconds) {
      // Old windows are swept now and then rather than by a separate job.
      if (Math.random() < 0.01) await sql`DELETE FROM throttle WHERE window_start < now() - interval '1 day'`;
      const [row] = await sql<{ count: number; resets_in: number }[]>`
        INSERT INTO throttle AS t (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN t.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE t.count + 1 END,
          window_start = CASE WHEN t.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE t.window_start END
        RETURNING count, ceil(extract(epoch FROM t.window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS resets_in`;
      return { count: row!.count, resetsInSeconds: row!.resets_in };
    },
    async forgive(key) {
      await sql`UPDATE throttle SET count = count - 1 WHERE key = ${key} AND count > 0`;
    },
    async clear(key) {
      await sql`DELETE FROM throttle WHERE key = ${key}`;
    },
    close: async () => {},
  };
}

// INCR and EXPIRE in one script, so a counter never lives on without its window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
const FORGIVE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
const REDIS_PREFIX = 'lumen:throttle:';

export function createRedisThrottleStore(url: string): ThrottleStore {
  // One retry, then the attempt fails rather than waiting on a Redis that is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, REDIS_PREFIX + key, windowSeconds)) as [number, number];
      return { count, resetsInSeconds: ttl };
    },
    async forgive(key) {
      await redis.eval(FORGIVE_SCRIPT, 1, REDIS_PREFIX + key);
    },
    async clear(key) {
      await redis.del(REDIS_PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
