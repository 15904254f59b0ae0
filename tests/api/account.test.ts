// A member's own account: sessions (stored hashed, listed, ended, a 90-day absolute life, two
// cookies refused) and account management (password, recovery code, deletion).
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../server/auth/sessions.ts';
import { DUPLICATE_SESSION_COOKIE_MESSAGE } from '../../server/trpc/context.ts';
import { ACCOUNT_MESSAGES } from '../../src/shared/schemas/account.ts';
import { insertDevotion } from '../factories/content.ts';
import { restError } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, sessionCookieOf, TEST_PASSWORD, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  return context.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

async function signIn(user: SignedInTestUser, userAgent: string, password = user.password): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SAME_ORIGIN, 'user-agent': userAgent },
    payload: { username: user.username, password },
  });
  return sessionCookieOf(response);
}

const me = async (cookie: string) => (await context.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user;

describe('sessions', () => {
  it('are stored as the SHA-256 of the cookie token, never the token', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const token = user.cookie.split('=')[1]!;
    const rows = await context.db.sql<{ id: string }[]>`SELECT id FROM sessions`;
    expect(rows).toEqual([{ id: sessionIdOf(token) }]);
    expect(rows[0]!.id).not.toContain(token);
    // The stored id itself, sent as a cookie, signs nobody in.
    expect(await me(`lumen_session=${rows[0]!.id}`)).toBeNull();
  });

  it('end 90 days after sign-in however often they are used', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    await context.db.sql`UPDATE sessions SET created_at = now() - interval '91 days', expires_at = now() + interval '20 days'`;
    expect(await me(user.cookie)).toBeNull();
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(0);
  });

  it('refuse a request carrying two session cookies rather than taking the last', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const response = await context.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `lumen_session=planted0000000000000000; ${user.cookie}` },
    });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(DUPLICATE_SESSION_COOKIE_MESSAGE);
  });

  it('are listed with their device and last use, and any one or all others can be ended', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const firefox = await signIn(user, FIREFOX);
    const iphone = await signIn(user, IPHONE);

    const listed = await call('GET', '/api/account/sessions', firefox);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const sessions = listed.json() as { id: string; device: string; current: boolean; lastSeenAt: string }[];
    expect(sessions.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Firefox on Linux', true],
      ['Safari on iPhone', false],
      ['Unknown device', false],
    ]);
    expect(Date.parse(sessions[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);

    const phone = sessions.find((session) => session.device === 'Safari on iPhone')!;
    expect((await call('DELETE', `/api/account/sessions/${phone.id}`, firefox)).json()).toEqual({ ended: 1 });
    expect(await me(iphone)).toBeNull();
    expect(await me(firefox)).toEqual({ username: 'Ruth' });

    expect((await call('POST', '/api/account/sessions/end-others', firefox)).json()).toEqual({ ended: 1 });
    expect(await me(user.cookie)).toBeNull();
    expect(await me(firefox)).toEqual({ username: 'Ruth' });
  });

  it("cannot end another member's session", async () => {
    const ruth = await registerTestUser(context.app, 'Ruth');
    const naomi = await registerTestUser(context.app, 'Naomi');
    const naomiSession = sessionIdOf(naomi.cookie.split('=')[1]!);
    const response = await call('DELETE', `/api/account/sessions/${naomiSession}`, ruth.cookie);
    expect(response.statusCode).toBe(404);
    expect(await me(naomi.cookie)).toEqual({ username: 'Naomi' });
  });
});

describe('account management', () => {
  it('changes the password with the current one, ending every other session', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const other = await signIn(user, IPHONE);
    const wrong = await call('POST', '/api/account/password', user.cookie, {
      currentPassword: 'not it at all',
      newPassword: 'gleaning in Boaz field',
      confirmPassword: 'gleaning in Boaz field',
    });
    expect(wrong.statusCode).toBe(400);
    expect(restError(wrong)).toBe(ACCOUNT_MESSAGES.wrongPassword);

    const changed = await call('POST', '/api/account/password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'gleaning in Boaz field',
      confirmPassword: 'gleaning in Boaz field',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ended: 1 });
    expect(await me(other)).toBeNull();
    expect(await me(user.cookie)).toEqual({ username: 'Ruth' });
    expect((await signIn({ ...user }, FIREFOX, 'gleaning in Boaz field')).length).toBeGreaterThan(0);
    const old = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: SAME_ORIGIN,
      payload: { username: 'Ruth', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a weak new password with its reason', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    const response = await call('POST', '/api/account/password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'ruth1234',
      confirmPassword: 'ruth1234',
    });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe('Please choose a password that does not contain your username.');
  });

  it('shows a new recovery code for the password, and the old one stops working', async () => {
    const user = await registerTestUser(context.app, 'Ruth');
    expect((await call('POST', '/api/account/recovery-code', user.cookie, { password: 'wrong one' })).statusCode).toBe(400);
    const response = await call('POST', '/api/account/recovery-code', user.cookie, { password: TEST_PASSWORD });
    const { recoveryCode } = response.json() as { recoveryCode: string };
    expect(recoveryCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const reset = (code: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: SAME_ORIGIN,
        payload: {
          username: 'Ruth',
          recoveryCode: code,
          newPassword: 'threshing floor at night',
          confirmPassword: 'threshing floor at night',
        },
      });
    expect((await reset(user.recoveryCode)).statusCode).toBe(400);
    expect((await reset(recoveryCode)).statusCode).toBe(200);
  });

  it('deletes the account and everything it keeps, with the password and the username typed', async () => {
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const user = await registerTestUser(context.app, 'Ruth');
    const keeper = await registerTestUser(context.app, 'Naomi');
    for (const reader of [user, keeper]) {
      await call('POST', '/api/bookmarks', reader.cookie, { devotionId: devotion.id, date: '2025-01-05' });
      await call('POST', '/api/notes', reader.cookie, { devotionId: devotion.id, content: 'Whither thou goest' });
    }
    const mistyped = await call('POST', '/api/account/delete', user.cookie, { password: TEST_PASSWORD, confirmation: 'Naomi' });
    expect(mistyped.statusCode).toBe(400);
    expect(restError(mistyped)).toBe(ACCOUNT_MESSAGES.confirmationMismatch);
    expect((await call('POST', '/api/account/delete', user.cookie, { password: 'wrong one', confirmation: 'ruth' })).statusCode).toBe(400);

    const deleted = await call('POST', '/api/account/delete', user.cookie, { password: TEST_PASSWORD, confirmation: 'ruth' });
    expect(deleted.statusCode).toBe(200);
    expect([deleted.headers['set-cookie']].flat()[0]).toMatch(/^lumen_session=; .*Max-Age=0/);
    expect(await me(user.cookie)).toBeNull();
    const left = await context.db.sql<{ username: string }[]>`
      SELECT u.username FROM users u
      JOIN bookmarks b ON b.user_id = u.id JOIN notes n ON n.user_id = u.id JOIN sessions s ON s.user_id = u.id`;
    expect(left.map((row) => row.username)).toEqual(['Naomi']);
    expect(await context.db.sql`SELECT 1 FROM bookmarks`).toHaveLength(1);
    expect(await context.db.sql`SELECT 1 FROM notes`).toHaveLength(1);
  });

  it('needs a session for every account call', async () => {
    expect((await context.app.inject({ url: '/api/account/sessions' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'POST', url: '/api/account/delete', headers: SAME_ORIGIN, payload: {} })).statusCode).toBe(
      401,
    );
  });
});
