// Request rate limits per client address (issue 27 item 2), through @fastify/rate-limit: a
// global limit on everything Fastify answers, and tighter ones on what costs the server
// most: sign-in and reset, registration (two argon2id hashes each), preview images and
// search. Failed attempts have their own, finer throttle (server/services/throttle.ts);
// these limits bound successes too. Counts are shared by every instance: in Redis when
// REDIS_URL is set, else in PostgreSQL (./rate-limit-store.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Sql } from '../../db/client.ts';
import { createPostgresRateLimitStore } from './rate-limit-store.ts';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Any request: twenty a second, sustained for a minute, is far beyond one reader. */
  global: { max: 1200, timeWindowMs: MINUTE },
  /** Sign-in, reset and the account's own password checks. */
  auth: { max: 30, timeWindowMs: 10 * MINUTE },
  registration: { max: 10, timeWindowMs: 60 * MINUTE },
  /** A new date's preview image is rendered (about a second of CPU). */
  previews: { max: 30, timeWindowMs: MINUTE },
  search: { max: 60, timeWindowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const AUTH_PROCEDURES = ['auth.login', 'auth.resetPassword', 'account.'];
const SEARCH_PROCEDURES = ['devotion.search', 'strongs.search'];

/** tRPC procedures a /trpc URL names (a batch names several, comma-separated). */
function trpcProcedures(path: string): string[] {
  return path.startsWith('/trpc/') ? decodeURIComponent(path.slice('/trpc/'.length)).split(',') : [];
}

/** Which tighter limit a request falls under, if any. */
export function rateLimitFor(request: Pick<FastifyRequest, 'method' | 'url'>): Exclude<RateLimitName, 'global'> | null {
  const path = request.url.split('?')[0]!;
  const procedures = trpcProcedures(path);
  const names = (prefixes: string[]) => procedures.some((procedure) => prefixes.some((prefix) => procedure.startsWith(prefix)));
  if (path === '/api/auth/register' || procedures.includes('auth.register')) return 'registration';
  if (request.method !== 'GET' && (/^\/api\/(auth\/(login|reset-password)|account\/)/.test(path) || names(AUTH_PROCEDURES))) return 'auth';
  if (/^\/api\/share\/[^/]+\/image\.png$/.test(path)) return 'previews';
  if (path === '/api/devotions/search' || path.startsWith('/api/strongs/search/') || names(SEARCH_PROCEDURES)) return 'search';
  return null;
}

function waitInWords(seconds: number): string {
  return seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
}

export const RATE_LIMIT_MESSAGES: Record<RateLimitName, string> = {
  global: 'Too many requests from this address.',
  auth: 'Too many sign-in requests from this address.',
  registration: 'Too many new accounts from this address.',
  previews: 'Too many preview images requested from this address.',
  search: 'Too many searches from this address.',
};

export interface RateLimitOptions {
  sql: Sql;
  redisUrl?: string | undefined;
  /** Multiplies every limit (RATE_LIMIT_FACTOR): load tests and benches run from one address. */
  factor?: number;
}

export async function registerRateLimits(app: FastifyInstance, { sql, redisUrl, factor = 1 }: RateLimitOptions): Promise<void> {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 1000, lazyConnect: true });
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
    // Unreachable Redis: serve rather than refuse everyone (skipOnError).
    await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'lumen:rate:' });
  } else {
    const store = createPostgresRateLimitStore(sql);
    app.addHook('onClose', () => store.close());
    await app.register(rateLimit, {
      global: false,
      store: function Store() {
        return store;
      } as never,
    });
  }
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]) => [
      name,
      app.createRateLimit({
        max: Math.round(limit.max * factor),
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
      }),
    ]),
  ) as Record<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>;

  app.addHook('onRequest', async (request, reply) => {
    const tighter = rateLimitFor(request);
    for (const name of tighter ? (['global', tighter] as const) : (['global'] as const)) {
      const limit = await limiters[name](request);
      if (limit.isAllowed || !limit.isExceeded) continue;
      const seconds = Math.max(1, limit.ttlInSeconds);
      return reply
        .status(429)
        .header('retry-after', String(seconds))
        .header('cache-control', 'private, no-store')
        .send({ error: `${RATE_LIMIT_MESSAGES[name]} Please wait ${waitInWords(seconds)} and try again.` });
    }
  });
}
