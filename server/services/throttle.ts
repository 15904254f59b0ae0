// Attempt throttling for login, register and reset (DECISIONS "Accounts, members and
// safety", "Scale"; issue 27 item 1). Nobody can lock an account: counters are kept per
// (username, client) and per client, never per username alone, so an attacker's failures
// from elsewhere never stop the owner. Each counter allows some failures freely and then
// delays the next attempt, twice as long after each further failure. An attempt refused
// during a delay runs nothing and counts nowhere. Counters live in PostgreSQL, or in Redis
// when REDIS_URL is set, so that every app instance sees the same.
import { Redis } from 'ioredis';
import type { Sql } from '../../db/client.ts';

export interface ThrottlePolicy {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A counter with no attempt for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const THROTTLE_POLICIES = {
  /** One username from one client: the guessing that matters, slowed early. */
  usernameFromClient: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 },
  /** One client on any usernames: spraying one password over many accounts. */
  client: { freeFailures: 20, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

/** The delay after `failures` failures, in seconds (0 while failures are still free). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (failures - policy.freeFailures));
}

/** `account`: the password checks of a signed-in member's account settings. */
export type ThrottledAction = 'login' | 'register' | 'reset' | 'account';

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ThrottleStore {
  /**
   * Counts one attempt on `key` as a failure, atomically, unless the key is inside a delay:
   * then nothing changes and the answer says how long the delay lasts. The attempt that
   * spends the last free failure sets the delay for the next one.
   */
  reserve(key: string, policy: ThrottlePolicy): Promise<Reservation>;
  /** Takes a reserved attempt back (it succeeded): it no longer counts, nor delays the next. */
  forgive(key: string, policy: ThrottlePolicy): Promise<void>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export type Attempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Who is attempting: the username's key and the client's address (null without HTTP). */
export interface Attempter {
  usernameKey: string;
  address: string | null;
}

export function throttleKeys(action: ThrottledAction, who: Attempter) {
  const client = who.address ?? 'local';
  return { usernameFromClient: `${action}:user:${who.usernameKey}:client:${client}`, client: `${action}:client:${client}` };
}

/**
 * Counts an attempt before it runs, so that concurrent attempts cannot slip past the limit;
 * the caller reports success, which takes it back. Only failures therefore add up. A
 * refused attempt has spent nothing: a counter reserved before another refused is given back.
 */
export async function startAttempt(store: ThrottleStore, action: ThrottledAction, who: Attempter): Promise<Attempt> {
  const keys = throttleKeys(action, who);
  const counters = [
    { key: keys.client, policy: THROTTLE_POLICIES.client },
    { key: keys.usernameFromClient, policy: THROTTLE_POLICIES.usernameFromClient },
  ];
  const reservations = await Promise.all(counters.map(({ key, policy }) => store.reserve(key, policy)));
  const refused = reservations.flatMap((reservation) => (reservation.allowed ? [] : [reservation.retryAfterSeconds]));
  if (refused.length > 0) {
    await Promise.all(counters.map(({ key, policy }, n) => (reservations[n]!.allowed ? store.forgive(key, policy) : undefined)));
    return { allowed: false, retryAfterSeconds: Math.max(1, ...refused) };
  }
  return {
    allowed: true,
    async succeeded() {
      // The username's own counter is wiped; the client's only gives this attempt back, so
      // that one success does not hide the failures on other usernames.
      await store.clear(keys.usernameFromClient);
      await store.forgive(keys.client, THROTTLE_POLICIES.client);
    },
  };
}

export function createPostgresThrottleStore(sql: Sql): ThrottleStore {
  return {
    async reserve(key, { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds }) {
      // Old counters are swept now and then rather than by a separate job.
      if (Math.random() < 0.01)
        await sql`DELETE FROM throttle WHERE last_attempt_at < now() - make_interval(secs => ${forgetAfterSeconds})`;
      // One statement: the WHERE leaves a key inside its delay untouched, and the new failure
      // count is spelled twice because SET cannot read its own result.
      const [counted] = await sql<{ failures: number }[]>`
        INSERT INTO throttle AS t (key, failures, blocked_until, last_attempt_at)
        VALUES (${key}, 1, CASE WHEN ${freeFailures} <= 1 THEN now() + make_interval(secs => ${firstDelaySeconds}) END, now())
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN t.last_attempt_at < now() - make_interval(secs => ${forgetAfterSeconds}) THEN 1 ELSE t.failures + 1 END,
          blocked_until = CASE
            WHEN (CASE WHEN t.last_attempt_at < now() - make_interval(secs => ${forgetAfterSeconds}) THEN 1 ELSE t.failures + 1 END) < ${freeFailures}
              THEN NULL
            ELSE now() + make_interval(secs => least(${maxDelaySeconds}::float8, ${firstDelaySeconds}::float8 * power(2,
              (CASE WHEN t.last_attempt_at < now() - make_interval(secs => ${forgetAfterSeconds}) THEN 1 ELSE t.failures + 1 END) - ${freeFailures})))
          END,
          last_attempt_at = now()
        WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
        RETURNING failures`;
      if (counted) return { allowed: true };
      const [blocked] = await sql<{ waits: number }[]>`
        SELECT greatest(1, ceil(extract(epoch FROM blocked_until - now())))::int AS waits FROM throttle WHERE key = ${key}`;
      return { allowed: false, retryAfterSeconds: blocked?.waits ?? 1 };
    },
    async forgive(key, { freeFailures }) {
      await sql`
        UPDATE throttle SET failures = failures - 1, blocked_until = CASE WHEN failures - 1 < ${freeFailures} THEN NULL ELSE blocked_until END
        WHERE key = ${key} AND failures > 0`;
    },
    async clear(key) {
      await sql`DELETE FROM throttle WHERE key = ${key}`;
    },
    close: async () => {},
  };
}

// Redis: one hash per key (failures, blocked until in ms), expiring after the forget period.
// Scripts read the server's clock, so instances with skewed clocks still agree.
const RESERVE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blocked = tonumber(redis.call('HGET', KEYS[1], 'blocked') or '0')
if blocked > now then return {0, math.ceil((blocked - now) / 1000)} end
local free, first, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if failures >= free then
  redis.call('HSET', KEYS[1], 'blocked', now + 1000 * math.min(max, first * 2 ^ (failures - free)))
else
  redis.call('HDEL', KEYS[1], 'blocked')
end
redis.call('EXPIRE', KEYS[1], forget)
return {1, 0}`;
const FORGIVE_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures > 0 then
  redis.call('HSET', KEYS[1], 'failures', failures - 1)
  if failures - 1 < tonumber(ARGV[1]) then redis.call('HDEL', KEYS[1], 'blocked') end
end
return 0`;
export const REDIS_THROTTLE_PREFIX = 'lumen:throttle:';

export function createRedisThrottleStore(url: string): ThrottleStore {
  // One retry, then the attempt fails rather than waiting on a Redis that is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  return {
    async reserve(key, { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds }) {
      const [allowed, waits] = (await redis.eval(
        RESERVE_SCRIPT,
        1,
        REDIS_THROTTLE_PREFIX + key,
        freeFailures,
        firstDelaySeconds,
        maxDelaySeconds,
        forgetAfterSeconds,
      )) as [number, number];
      return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, waits) };
    },
    async forgive(key, { freeFailures }) {
      await redis.eval(FORGIVE_SCRIPT, 1, REDIS_THROTTLE_PREFIX + key, freeFailures);
    },
    async clear(key) {
      await redis.del(REDIS_THROTTLE_PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
