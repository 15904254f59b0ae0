import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { sessionIdOf } from '../../server/auth/sessions.ts';
import { loadHeroImages } from '../../server/services/hero-images.ts';
import { RESET_FAILED } from '../../server/trpc/routers/auth.ts';
import { restError, restOutput, trpcOutput } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, sessionCookieOf, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

function post(url: string, payload: unknown, cookie?: string) {
  return context.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

function me(cookie: string | undefined, app: FastifyInstance = context.app) {
  return app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  return [response.headers['set-cookie'] ?? []].flat() as string[];
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie and shows a recovery code once', async () => {
    const response = await post('/api/auth/register', { username: '  Ruth  ', password: TEST_PASSWORD });
    const registered = restOutput('auth.register', response);

    expect(registered).toEqual({
      user: { username: 'Ruth' },
      recoveryCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/),
    });
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^lumen_session=[a-z0-9]{20,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const [row] = await context.db.sql`SELECT username, username_key, password_hash, recovery_code_hash FROM users`;
    expect(row).toMatchObject({ username: 'Ruth', username_key: 'ruth' });
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.recovery_code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(registered.recoveryCode);
  });

  it('refuses a username that differs only in case with 409', async () => {
    await registerTestUser(context.app, 'Ruth');
    const response = await post('/api/auth/register', { username: 'RUTH', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(restError(response)).toBe('That username is taken. Please choose another.');
    expect(setCookies(response)).toEqual([]);
  });

  it.each([
    ['ab', 'username: Usernames are at least 3 characters long.'],
    ['a'.repeat(33), 'username: Usernames are at most 32 characters long.'],
    ['ruth naomi', 'username: Usernames use only letters, digits, "_", "-" and ".".'],
    ['<script>', 'username: Usernames use only letters, digits, "_", "-" and ".".'],
  ])('refuses the username %j with 400 and a message', async (username, message) => {
    const response = await post('/api/auth/register', { username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(message);
  });

  it('accepts usernames of 3 and 32 characters of letters, digits, "_", "-" and "."', async () => {
    for (const username of ['abc', 'Boaz_of.Bethlehem-2025'.padEnd(32, 'x')]) {
      expect(restOutput('auth.register', await post('/api/auth/register', { username, password: TEST_PASSWORD })).user.username).toBe(
        username,
      );
    }
  });

  it.each([
    ['12345', 'password: Password must be at least 6 characters long.'],
    ['x'.repeat(257), 'password: Password must be at most 256 characters long.'],
  ])('refuses a password of %#: wrong length with 400', async (password, message) => {
    const response = await post('/api/auth/register', { username: 'naomi', password });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(message);
  });

  it('accepts passwords of exactly 6 and 256 characters', async () => {
    expect((await post('/api/auth/register', { username: 'short', password: 'q7!vz2' })).statusCode).toBe(200);
    expect((await post('/api/auth/register', { username: 'long', password: 'yz'.repeat(128) })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('signs in whatever the case of the username and answers the stored name', async () => {
    await registerTestUser(context.app, 'Ruth');
    const response = await post('/api/auth/login', { username: ' ruth ', password: TEST_PASSWORD });

    expect(restOutput('auth.login', response)).toEqual({ user: { username: 'Ruth' } });
    const cookie = sessionCookieOf(response);
    const who = await me(cookie);
    expect(restOutput('auth.me', who)).toEqual({ user: { username: 'Ruth' } });
    expect(who.headers['cache-control']).toBe('private, no-store');
    expect(who.headers['x-lumen-cache']).toBeUndefined();
  });

  it('answers a wrong password and an unknown username alike, with 401 and no cookie', async () => {
    await registerTestUser(context.app, 'Ruth');
    const wrong = await post('/api/auth/login', { username: 'Ruth', password: 'not the password' });
    const unknown = await post('/api/auth/login', { username: 'Orpah', password: 'not the password' });

    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(restError(response)).toBe('Incorrect username or password.');
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('says who is signed in as null without a session', async () => {
    expect(restOutput('auth.me', await me(undefined))).toEqual({ user: null });
  });

  it('blanks a cookie whose session does not exist', async () => {
    const response = await me('lumen_session=forgedsessionid12345678901234567890');
    expect(restOutput('auth.me', response)).toEqual({ user: null });
    expect(setCookies(response)[0]).toMatch(/^lumen_session=; .*Max-Age=0/);
  });

  it('slides the expiry: a session in the second half of its life is renewed and its cookie re-issued', async () => {
    const user = await registerTestUser(context.app);
    const token = user.cookie.split('=')[1]!;
    const sessionId = sessionIdOf(token);
    await context.db.sql`UPDATE sessions SET expires_at = now() + interval '10 days' WHERE id = ${sessionId}`;

    const response = await me(user.cookie);

    expect(restOutput('auth.me', response)).toEqual({ user: { username: user.username } });
    expect(setCookies(response)[0]).toMatch(new RegExp(`^lumen_session=${token};.*Max-Age=2592000`));
    const [session] = await context.db.sql<
      { days: number }[]
    >`SELECT extract(day FROM expires_at - now())::int AS days FROM sessions WHERE id = ${sessionId}`;
    expect(session!.days).toBeGreaterThanOrEqual(29);
  });

  it('does not re-issue the cookie of a session in the first half of its life', async () => {
    const user = await registerTestUser(context.app);
    expect(setCookies(await me(user.cookie))).toEqual([]);
  });

  it('ends an expired session', async () => {
    const user = await registerTestUser(context.app);
    await context.db.sql`UPDATE sessions SET expires_at = now() - interval '1 second'`;
    expect(restOutput('auth.me', await me(user.cookie))).toEqual({ user: null });
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(0);
  });

  it('works the same over tRPC: auth.login sets the cookie and auth.me reads it', async () => {
    await registerTestUser(context.app, 'Ruth');
    const login = await context.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { username: 'Ruth', password: TEST_PASSWORD } }),
    });
    expect(trpcOutput('auth.login', login)).toEqual({ user: { username: 'Ruth' } });
    expect(login.headers['cache-control']).toBe('private, no-store');

    const who = await context.app.inject({ url: '/trpc/auth.me', headers: { cookie: sessionCookieOf(login) } });
    expect(trpcOutput('auth.me', who)).toEqual({ user: { username: 'Ruth' } });
    expect(who.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the cookie Secure in production', async () => {
    const app = await buildApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: TEST_ORIGIN },
      dependencies: { sql: context.db.sql, images: loadHeroImages(), origin: TEST_ORIGIN, isReady: () => true },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: SAME_ORIGIN,
        payload: { username: 'ruth', password: TEST_PASSWORD },
      });
      restOutput('auth.register', response);
      expect(setCookies(response)[0]).toMatch(/; Secure/i);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and blanks the cookie', async () => {
    const user = await registerTestUser(context.app);
    const response = await post('/api/auth/logout', undefined, user.cookie);

    expect(restOutput('auth.logout', response)).toEqual({ success: true });
    expect(setCookies(response)[0]).toMatch(/^lumen_session=; .*Max-Age=0/);
    expect(restOutput('auth.me', await me(user.cookie))).toEqual({ user: null });
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(0);
  });

  it("leaves the user's other sessions alone", async () => {
    const user = await registerTestUser(context.app);
    const other = sessionCookieOf(await post('/api/auth/login', { username: user.username, password: user.password }));
    await post('/api/auth/logout', undefined, user.cookie);
    expect(restOutput('auth.me', await me(other))).toEqual({ user: { username: user.username } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('with the recovery code: sets the password, ends every session and shows a new code', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const secondDevice = sessionCookieOf(await post('/api/auth/login', { username: 'Ruth', password: user.password }));
    // Typed loosely: lower case, spaces instead of dashes.
    const typed = user.recoveryCode.toLowerCase().replace(/-/g, ' ');

    const response = await post('/api/auth/reset-password', {
      username: 'ruth',
      recoveryCode: typed,
      newPassword: 'a new song',
      confirmPassword: 'a new song',
    });

    const { recoveryCode } = restOutput('auth.resetPassword', response);
    expect(recoveryCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    expect(recoveryCode).not.toBe(user.recoveryCode);
    for (const cookie of [user.cookie, secondDevice]) expect(restOutput('auth.me', await me(cookie))).toEqual({ user: null });
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(0);

    expect((await post('/api/auth/login', { username: 'Ruth', password: user.password })).statusCode).toBe(401);
    expect(restOutput('auth.login', await post('/api/auth/login', { username: 'Ruth', password: 'a new song' }))).toEqual({
      user: { username: 'Ruth' },
    });
    // The used code is spent; the new one works.
    const again = { username: 'Ruth', newPassword: 'third time', confirmPassword: 'third time' };
    expect(restError(await post('/api/auth/reset-password', { ...again, recoveryCode: user.recoveryCode }))).toBe(RESET_FAILED);
    expect(restOutput('auth.resetPassword', await post('/api/auth/reset-password', { ...again, recoveryCode })).recoveryCode).not.toBe(
      recoveryCode,
    );
  });

  it('answers a wrong code and an unknown username identically', async () => {
    await registerTestUser(context.app, 'Ruth');
    const attempt = (username: string) =>
      post('/api/auth/reset-password', {
        username,
        recoveryCode: 'AAAAA-BBBBB-CCCCC-DDDDD',
        newPassword: 'a new song',
        confirmPassword: 'a new song',
      });

    const wrongCode = await attempt('Ruth');
    const unknownUser = await attempt('Orpah');

    expect(wrongCode.statusCode).toBe(400);
    expect(restError(wrongCode)).toBe('Please check your username and recovery code and try again.');
    expect(unknownUser.statusCode).toBe(wrongCode.statusCode);
    expect(unknownUser.body).toBe(wrongCode.body);
    expect(Object.keys(unknownUser.headers).sort()).toEqual(Object.keys(wrongCode.headers).sort());
  });

  it('asks for matching passwords', async () => {
    const user = await registerTestUser(context.app);
    const response = await post('/api/auth/reset-password', {
      username: user.username,
      recoveryCode: user.recoveryCode,
      newPassword: 'a new song',
      confirmPassword: 'a new sing',
    });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe('confirmPassword: Please make sure both passwords are the same.');
  });

  it('keeps the new password to the same length rules', async () => {
    const user = await registerTestUser(context.app);
    const response = await post('/api/auth/reset-password', {
      username: user.username,
      recoveryCode: user.recoveryCode,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toContain('newPassword: Password must be at least 6 characters long.');
  });
});
