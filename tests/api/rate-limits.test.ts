import { describe, expect, it } from 'vitest';
import { hashesInFlight, hashSecret, MAX_CONCURRENT_HASHES } from '../../server/auth/password.ts';
import { createPostgresRateLimitStore } from '../../server/http/rate-limit-store.ts';
import { RATE_LIMITS, rateLimitFor } from '../../server/http/rate-limits.ts';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, SAME_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

describe('request rate limits (real limits)', () => {
  it(`refuses the ${RATE_LIMITS.registration.max + 1}th account from one address within the hour, with Retry-After`, async () => {
    const app = await createTestApp(context.db.sql, undefined, { RATE_LIMIT_FACTOR: 1 });
    try {
      const register = (n: number, remoteAddress = '192.0.2.10') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: SAME_ORIGIN,
          remoteAddress,
          payload: { username: `reader${n}`, password: TEST_PASSWORD },
        });
      for (let n = 1; n <= RATE_LIMITS.registration.max; n++) expect((await register(n)).statusCode).toBe(200);
      const refused = await register(99);
      expect(refused.statusCode).toBe(429);
      expect(restError(refused)).toMatch(/^Too many new accounts from this address\. Please wait \d+ minutes? and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-security-policy']).toBeDefined();
      // The same limit over tRPC, and not for another address.
      const overTrpc = await app.inject({
        method: 'POST',
        url: '/trpc/auth.register',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        remoteAddress: '192.0.2.10',
        payload: { json: { username: 'reader100', password: TEST_PASSWORD } },
      });
      expect(overTrpc.statusCode).toBe(429);
      expect((await register(101, '192.0.2.11')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits preview images and search per address, and everything else by a global limit', async () => {
    const app = await createTestApp(context.db.sql, undefined, { RATE_LIMIT_FACTOR: 1 });
    try {
      const get = (url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
      // Each search new: an answer already in the response store costs nothing and is not counted.
      const words = ['grace', 'faith', 'hope', 'love', 'peace', 'light', 'bread', 'water', 'shepherd', 'mercy'];
      const query = (n: number) =>
        `/api/devotions/search?q=${words[n % words.length]}+${words[Math.floor(n / words.length) % words.length]}`;
      for (let n = 0; n < RATE_LIMITS.search.max; n++) expect((await get(query(n), '192.0.2.20')).statusCode).not.toBe(429);
      const refused = await get(query(RATE_LIMITS.search.max), '192.0.2.20');
      expect(refused.statusCode).toBe(429);
      expect(restError(refused)).toMatch(/^Too many searches from this address\./);
      // Other reads from that address still answer.
      expect((await get('/api/auth/me', '192.0.2.20')).statusCode).toBe(200);

      for (let n = 0; n < RATE_LIMITS.previews.max; n++) await get('/api/share/not-a-date/image.png', '192.0.2.21');
      expect((await get('/api/share/not-a-date/image.png', '192.0.2.21')).statusCode).toBe(429);

      for (let n = 0; n < RATE_LIMITS.global.max; n++) await get('/api/auth/me', '192.0.2.22');
      const overall = await get('/api/auth/me', '192.0.2.22');
      expect(overall.statusCode).toBe(429);
      expect(restError(overall)).toMatch(/^Too many requests from this address\./);
    } finally {
      await app.close();
    }
  });

  it('names the limit of each costly path, tRPC batches included', () => {
    expect(rateLimitFor({ method: 'POST', url: '/api/auth/login' })).toBe('auth');
    expect(rateLimitFor({ method: 'POST', url: '/trpc/auth.me,auth.login?batch=1' })).toBe('auth');
    expect(rateLimitFor({ method: 'POST', url: '/trpc/auth.register?batch=1' })).toBe('registration');
    expect(rateLimitFor({ method: 'GET', url: '/api/share/2025-01-01/image.png' })).toBe('previews');
    expect(rateLimitFor({ method: 'GET', url: '/api/strongs/search/love' })).toBe('search');
    expect(rateLimitFor({ method: 'GET', url: '/trpc/devotion.byDate,devotion.search?batch=1' })).toBe('search');
    expect(rateLimitFor({ method: 'GET', url: '/api/devotions/2025-01-01' })).toBeNull();
  });
});

describe('the shared PostgreSQL store', () => {
  it('adds up the hits of two instances', async () => {
    const a = createPostgresRateLimitStore(context.db.sql, { flushEveryMs: 60_000 });
    const b = createPostgresRateLimitStore(context.db.sql, { flushEveryMs: 60_000 });
    const incr = (store: typeof a) =>
      new Promise<number>((resolve) => store.incr('shared-test', (_error, result) => resolve(result!.current), 60_000, 100));
    try {
      for (let n = 0; n < 3; n++) await incr(a);
      for (let n = 0; n < 2; n++) await incr(b);
      await a.flush();
      await b.flush();
      // b has seen a's three hits and its own two; its next is the sixth.
      expect(await incr(b)).toBe(6);
      await b.flush();
      // a learns the others' hits when it adds its own.
      expect(await incr(a)).toBe(4);
      await a.flush();
      expect(await incr(a)).toBe(8);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('still counts the hits a flush is adding while it is under way: a limit holds through the flush', async () => {
    const store = createPostgresRateLimitStore(context.db.sql, { flushEveryMs: 60_000 });
    const incr = () =>
      new Promise<number>((resolve) => store.incr('in-flight-test', (_error, result) => resolve(result!.current), 60_000, 100));
    try {
      for (let n = 0; n < 5; n++) await incr();
      const flushing = store.flush();
      // The five are on their way to the shared row: the next hit is the sixth, not the first.
      expect(await incr()).toBe(6);
      await flushing;
      expect(await incr()).toBe(7);
    } finally {
      await store.close();
    }
  });
});

describe('password hashing', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once, however many are asked for`, async () => {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, hashesInFlight())), 1);
    try {
      const hashes = await Promise.all(Array.from({ length: 6 }, (_, n) => hashSecret(`secret ${n}`)));
      expect(new Set(hashes).size).toBe(6);
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashesInFlight()).toBe(0);
  });
});
