import { describe, expect, it } from 'vitest';
import {
  createPostgresThrottleStore,
  createRedisThrottleStore,
  delayAfter,
  startAttempt,
  THROTTLE_POLICIES,
  throttleKeys,
  type ThrottleStore,
} from '../../server/services/throttle.ts';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, registerTestUser, SAME_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const PER_USER = THROTTLE_POLICIES.usernameFromClient;
const PER_CLIENT = THROTTLE_POLICIES.client;
const ATTACKER = '203.0.113.7';

function post(url: string, payload: object, remoteAddress = ATTACKER) {
  return context.app.inject({ method: 'POST', url, payload, headers: SAME_ORIGIN, remoteAddress });
}

function expectDelayed(response: Awaited<ReturnType<typeof post>>, seconds: number, text: string) {
  expect(response.statusCode).toBe(429);
  expect(restError(response)).toBe(`Too many attempts. Please wait ${text} and try again.`);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 5);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(response.headers['set-cookie']).toBeUndefined();
}

/** As if every delay had run out. */
const waitOutDelays = () => context.db.sql`UPDATE throttle SET blocked_until = now() WHERE blocked_until IS NOT NULL`;

const wrongLogin = (username: string, address = ATTACKER) => post('/api/auth/login', { username, password: 'wrong password' }, address);

describe('login throttling', () => {
  it(`delays a username from one client after ${PER_USER.freeFailures} failures, but the owner signs in from another address`, async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) {
      expect((await wrongLogin(attempt % 2 ? 'ruth' : 'RUTH')).statusCode).toBe(401);
    }
    expectDelayed(await post('/api/auth/login', { username: 'Ruth', password: user.password }), 30, '30 seconds');
    // Nobody can lock an account: the owner, elsewhere, is not held back by the attacker.
    expect((await post('/api/auth/login', { username: 'Ruth', password: user.password }, '192.0.2.44')).statusCode).toBe(200);
    // Nor is another username from the attacker's own address.
    const other = await registerTestUser(context.app, 'Naomi');
    expect((await post('/api/auth/login', { username: 'Naomi', password: other.password })).statusCode).toBe(200);
  });

  it('doubles the delay after each further failure, up to 15 minutes', async () => {
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) await wrongLogin('Ruth');
    const seen: string[] = [];
    for (const expected of [30, 60, 120, 240, 480, 900, 900]) {
      const refused = await wrongLogin('Ruth');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(expected - 5);
      seen.push(restError(refused));
      await waitOutDelays();
      expect((await wrongLogin('Ruth')).statusCode).toBe(401);
    }
    expect(seen.slice(0, 3)).toEqual([
      'Too many attempts. Please wait 30 seconds and try again.',
      'Too many attempts. Please wait 1 minute and try again.',
      'Too many attempts. Please wait 2 minutes and try again.',
    ]);
    expect(delayAfter(PER_USER, PER_USER.freeFailures + 10)).toBe(15 * 60);
  });

  it('counts a refused attempt nowhere: it neither lengthens the delay nor spends the client’s failures', async () => {
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) await wrongLogin('Ruth');
    for (let refused = 0; refused < 30; refused++) expect((await wrongLogin('Ruth')).statusCode).toBe(429);
    const failures = await context.db.sql<{ key: string; failures: number }[]>`SELECT key, failures FROM throttle ORDER BY key`;
    expect(failures).toEqual([
      { key: `login:client:${ATTACKER}`, failures: PER_USER.freeFailures },
      { key: `login:user:ruth:client:${ATTACKER}`, failures: PER_USER.freeFailures },
    ]);
    await waitOutDelays();
    expect((await wrongLogin('Ruth')).statusCode).toBe(401);
    expect(Number((await wrongLogin('Ruth')).headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("forgets a username's failures from a client after a success there", async () => {
    await registerTestUser(context.app, 'Ruth');
    for (let attempt = 1; attempt < PER_USER.freeFailures; attempt++) await wrongLogin('Ruth');
    expect((await post('/api/auth/login', { username: 'Ruth', password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) expect((await wrongLogin('Ruth')).statusCode).toBe(401);
    expectDelayed(await wrongLogin('Ruth'), 30, '30 seconds');
  });

  it(`delays a client after ${PER_CLIENT.freeFailures} failures on any usernames, and only that client`, async () => {
    for (let attempt = 1; attempt <= PER_CLIENT.freeFailures; attempt++) {
      expect((await wrongLogin(`nobody${attempt}`, '198.51.100.1')).statusCode).toBe(401);
    }
    expectDelayed(await wrongLogin('someone-new', '198.51.100.1'), 60, '1 minute');
    expect((await wrongLogin('someone-new', '198.51.100.2')).statusCode).toBe(401);
  });
});

describe('register and reset throttling', () => {
  it(`delays registering a taken name after ${PER_USER.freeFailures} tries`, async () => {
    await registerTestUser(context.app, 'Ruth');
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) {
      expect((await post('/api/auth/register', { username: 'ruth', password: TEST_PASSWORD })).statusCode).toBe(409);
    }
    expectDelayed(await post('/api/auth/register', { username: 'ruth', password: TEST_PASSWORD }), 30, '30 seconds');
  });

  it('does not count successful registrations against the client', async () => {
    for (let n = 0; n <= PER_CLIENT.freeFailures; n++) {
      expect((await post('/api/auth/register', { username: `reader${n}`, password: TEST_PASSWORD }, '192.0.2.9')).statusCode).toBe(200);
    }
  });

  it(`delays a reset after ${PER_USER.freeFailures} wrong codes, even with the right one, from that client only`, async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const reset = (recoveryCode: string, address = ATTACKER) =>
      post(
        '/api/auth/reset-password',
        { username: 'Ruth', recoveryCode, newPassword: 'a new song', confirmPassword: 'a new song' },
        address,
      );
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++)
      expect((await reset('AAAAA-AAAAA-AAAAA-AAAAA')).statusCode).toBe(400);
    expectDelayed(await reset(user.recoveryCode), 30, '30 seconds');
    expect((await reset(user.recoveryCode, '192.0.2.44')).statusCode).toBe(200);
  });

  it('throttles an unknown username the same way', async () => {
    const reset = () =>
      post('/api/auth/reset-password', {
        username: 'Orpah',
        recoveryCode: 'AAAAA',
        newPassword: 'a new song',
        confirmPassword: 'a new song',
      });
    for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) expect((await reset()).statusCode).toBe(400);
    expectDelayed(await reset(), 30, '30 seconds');
  });
});

function storeContract(name: string, makeStore: () => ThrottleStore) {
  describe(`${name} throttle store`, () => {
    it('counts concurrent attempts atomically, lets exactly the free failures through, and counts no refusal', async () => {
      const store = makeStore();
      const who = { usernameKey: `contract-${Math.random()}`, address: `contract-${Math.random()}` };
      const keys = throttleKeys('login', who);
      try {
        const attempts = await Promise.all(Array.from({ length: PER_USER.freeFailures + 3 }, () => startAttempt(store, 'login', who)));
        expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(PER_USER.freeFailures);
        const refused = attempts.find((attempt) => !attempt.allowed);
        expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(PER_USER.firstDelaySeconds - 5);
        // The client's counter holds the attempts that ran, not the refused ones: the next
        // reservation there is failure number free + 1.
        await store.clear(keys.usernameFromClient);
        for (let n = PER_USER.freeFailures + 1; n < PER_CLIENT.freeFailures; n++) {
          expect((await store.reserve(keys.client, PER_CLIENT)).allowed).toBe(true);
        }
        expect((await store.reserve(keys.client, PER_CLIENT)).allowed).toBe(true);
        expect(await store.reserve(keys.client, PER_CLIENT)).toMatchObject({ allowed: false });
      } finally {
        await store.clear(keys.usernameFromClient);
        await store.clear(keys.client);
        await store.close();
      }
    });

    it('takes a success back', async () => {
      const store = makeStore();
      const who = { usernameKey: `contract-${Math.random()}`, address: `contract-${Math.random()}` };
      const keys = throttleKeys('login', who);
      try {
        for (let n = 0; n < PER_CLIENT.freeFailures + 5; n++) {
          const attempt = await startAttempt(store, 'login', who);
          expect(attempt.allowed).toBe(true);
          if (attempt.allowed) await attempt.succeeded();
        }
      } finally {
        await store.clear(keys.usernameFromClient);
        await store.clear(keys.client);
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
    const remoteAddress = `192.0.2.${Math.floor(Math.random() * 200)}`;
    try {
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: SAME_ORIGIN,
          remoteAddress,
          payload: { username, password: 'wrong password' },
        });
      for (let attempt = 1; attempt <= PER_USER.freeFailures; attempt++) expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(429);
      expect(await context.db.sql`SELECT key FROM throttle`).toHaveLength(0);
    } finally {
      const store = createRedisThrottleStore(redisUrl);
      const keys = throttleKeys('login', { usernameKey: username, address: remoteAddress });
      await store.clear(keys.usernameFromClient);
      await store.clear(keys.client);
      await store.close();
      await app.close();
    }
  });
}
