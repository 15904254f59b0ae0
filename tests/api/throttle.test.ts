import { describe, expect, it } from 'vitest';
import { createPostgresThrottleStore, createRedisThrottleStore, startAttempt, THROTTLE_LIMITS, type ThrottleStore } from '../../server/services/throttle.ts';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, registerTestUser, SAME_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const WINDOW = THROTTLE_LIMITS.windowSeconds;

function post(url: string, payload: object, remoteAddress = '203.0.113.7') {
  return context.app.inject({ method: 'POST', url, payload, headers: SAME_ORIGIN, remoteAddress });
}

function expectThrottled(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(restError(response)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('login throttling', () => {
  it(`refuses the attempt after ${THROTTLE_LIMITS.perUsername} failures on a username, even with the right password`, async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) {
      expect((await post('/api/auth/login', { username: attempt % 2 ? 'ruth' : 'RUTH', password: 'wrong password' })).statusCode).toBe(401);
    }
    expectThrottled(await post('/api/auth/login', { username: 'Ruth', password: user.password }));
    // Another username from the same address is not held back.
    const other = await registerTestUser(context.app, 'Naomi');
    expect((await post('/api/auth/login', { username: 'Naomi', password: other.password })).statusCode).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    await registerTestUser(context.app, 'Ruth');
    for (let attempt = 0; attempt <= THROTTLE_LIMITS.perUsername; attempt++) await post('/api/auth/login', { username: 'Ruth', password: 'wrong password' });
    await context.db.sql`UPDATE throttle SET window_start = window_start - make_interval(secs => ${WINDOW})`;
    expect((await post('/api/auth/login', { username: 'Ruth', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('forgets a username\'s failures after a success', async () => {
    await registerTestUser(context.app, 'Ruth');
    const fail = () => post('/api/auth/login', { username: 'Ruth', password: 'wrong password' });
    for (let attempt = 1; attempt < THROTTLE_LIMITS.perUsername; attempt++) await fail();
    expect((await post('/api/auth/login', { username: 'Ruth', password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) expect((await fail()).statusCode).toBe(401);
    expectThrottled(await fail());
  });

  it(`refuses an address after ${THROTTLE_LIMITS.perAddress} failures on any usernames`, async () => {
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perAddress; attempt++) {
      expect((await post('/api/auth/login', { username: `nobody${attempt}`, password: 'guess' }, '198.51.100.1')).statusCode).toBe(401);
    }
    expectThrottled(await post('/api/auth/login', { username: 'someone-new', password: 'guess' }, '198.51.100.1'));
    expect((await post('/api/auth/login', { username: 'someone-new', password: 'guess' }, '198.51.100.2')).statusCode).toBe(401);
  });
});

describe('register and reset throttling', () => {
  it(`refuses registering a taken name after ${THROTTLE_LIMITS.perUsername} tries`, async () => {
    await registerTestUser(context.app, 'Ruth');
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) {
      expect((await post('/api/auth/register', { username: 'ruth', password: TEST_PASSWORD })).statusCode).toBe(409);
    }
    expectThrottled(await post('/api/auth/register', { username: 'ruth', password: TEST_PASSWORD }));
  });

  it('does not count successful registrations against the address', async () => {
    for (let n = 0; n <= THROTTLE_LIMITS.perAddress; n++) {
      expect((await post('/api/auth/register', { username: `reader${n}`, password: TEST_PASSWORD }, '192.0.2.9')).statusCode).toBe(200);
    }
  });

  it(`refuses a reset after ${THROTTLE_LIMITS.perUsername} wrong codes, even with the right one`, async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const reset = (recoveryCode: string) => post('/api/auth/reset-password', { username: 'Ruth', recoveryCode, newPassword: 'a new song', confirmPassword: 'a new song' });
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) expect((await reset('AAAAA-AAAAA-AAAAA-AAAAA')).statusCode).toBe(400);
    expectThrottled(await reset(user.recoveryCode));
  });

  it('throttles an unknown username the same way', async () => {
    const reset = () => post('/api/auth/reset-password', { username: 'Orpah', recoveryCode: 'AAAAA', newPassword: 'a new song', confirmPassword: 'a new song' });
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) expect((await reset()).statusCode).toBe(400);
    expectThrottled(await reset());
  });
});

function storeContract(name: string, makeStore: () => ThrottleStore) {
  describe(`${name} throttle store`, () => {
    it('counts concurrent attempts atomically and lets exactly the limit through', async () => {
      const store = makeStore();
      const key = `contract-${Math.random()}`;
      try {
        const attempts = await Promise.all(
          Array.from({ length: THROTTLE_LIMITS.perUsername + 3 }, () => startAttempt(store, 'login', { usernameKey: key, address: null })),
        );
        expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(THROTTLE_LIMITS.perUsername);
        const refused = attempts.find((attempt) => !attempt.allowed);
        expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(WINDOW - 60);
      } finally {
        await store.clear(`login:user:${key}`);
        await store.close();
      }
    });

    it('takes a success back', async () => {
      const store = makeStore();
      const key = `contract-${Math.random()}`;
      try {
        for (let n = 0; n < 10; n++) {
          const attempt = await startAttempt(store, 'login', { usernameKey: key, address: `${key}-address` });
          expect(attempt.allowed).toBe(true);
          if (attempt.allowed) await attempt.succeeded();
        }
        expect((await store.hit(`login:ip:${key}-address`, WINDOW)).count).toBe(1);
      } finally {
        await store.clear(`login:user:${key}`);
        await store.clear(`login:ip:${key}-address`);
        await store.close();
      }
    });
  });
}

storeContract('PostgreSQL', () => createPostgresThrottleStore(context.db.sql));
// Redis is optional (REDIS_URL); the contract runs wherever one is given.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  storeContract('Redis', () => createRedisThrottleStore(redisUrl));

  it('keeps the counters in Redis, not PostgreSQL, when REDIS_URL is set', async () => {
    const app = await createTestApp(context.db.sql, undefined, { REDIS_URL: redisUrl });
    const username = `redis-${Math.random().toString(36).slice(2)}`;
    try {
      const login = () => app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { username, password: 'wrong password' } });
      for (let attempt = 1; attempt <= THROTTLE_LIMITS.perUsername; attempt++) expect((await login()).statusCode).toBe(401);
      expectThrottled(await login());
      expect(await context.db.sql`SELECT key FROM throttle`).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
}
