// Session rules a reader and an operator rely on, beyond sign-in itself (tests/api/auth.test.ts):
// which cookie values are looked up at all, and how expired sessions leave the table.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionIdOf } from '../../server/auth/sessions.ts';
import { registerAccount, resetWithRecoveryCode } from '../../server/services/accounts.ts';
import { canonicalRecoveryCode } from '../../src/shared/schemas/auth.ts';
import { insertTestUser, registerTestUser, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A session whose cookie token is `token` (the table keeps only its hash). */
async function insertSession(userId: string, token: string, expiresIn = "interval '20 days'") {
  await context.db
    .sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${sessionIdOf(token)}, ${userId}, now() + ${context.db.sql.unsafe(expiresIn)})`;
}

function me(sessionId: string) {
  return context.app.inject({ url: '/api/auth/me', headers: { cookie: `lumen_session=${sessionId}` } });
}

describe('session ids', () => {
  it('of up to 128 characters are looked up (Lucia makes 40)', async () => {
    const user = await insertTestUser(context.db.sql, 'Naomi');
    const id = 'a'.repeat(128);
    await insertSession(user.id, id);

    expect((await me(id)).json()).toEqual({ user: { username: 'Naomi' } });
  });

  it('longer than 128 characters are refused without a lookup, and the cookie is blanked', async () => {
    const user = await insertTestUser(context.db.sql, 'Naomi');
    const id = 'a'.repeat(129);
    await insertSession(user.id, id); // even a row with that id is never reached

    const response = await me(id);

    expect(response.json()).toEqual({ user: null });
    expect([response.headers['set-cookie']].flat()[0]).toMatch(/^lumen_session=; .*Max-Age=0/);
  });

  it('answer only the username of their reader, never the stored hashes', async () => {
    const user = await registerTestUser(context.app, 'Boaz');
    const response = await context.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });

    expect(response.json()).toEqual({ user: { username: 'Boaz' } });
    expect(response.body).not.toMatch(/argon2|hash|recovery/i);
  });
});

describe('the Cookie header', () => {
  async function meWithCookies(cookies: (user: SignedInTestUser) => string) {
    const user = await registerTestUser(context.app, 'Orpah');
    return context.app.inject({ url: '/api/auth/me', headers: { cookie: cookies(user) } });
  }

  it("with another site's malformed cookie after ours still signs the reader in", async () => {
    const response = await meWithCookies((user) => `${user.cookie}; theme=dark; tracker=%E0%A4%A`);
    expect(response.json()).toEqual({ user: { username: 'Orpah' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("with another site's malformed cookie before ours still signs the reader in", async () => {
    const response = await meWithCookies((user) => `tracker=%E0%A4%A; ${user.cookie}; theme=dark`);
    expect(response.json()).toEqual({ user: { username: 'Orpah' } });
  });

  it('with only malformed cookies is simply signed out', async () => {
    const response = await context.app.inject({ url: '/api/auth/me', headers: { cookie: 'tracker=%E0%A4%A' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});

describe('expired sessions', () => {
  async function expiredSessionsAfterASignIn(random: number): Promise<number> {
    const reader = await insertTestUser(context.db.sql);
    await insertSession(reader.id, 'expired-session-of-a-reader-who-left', "interval '-1 day'");
    vi.spyOn(Math, 'random').mockReturnValue(random);

    await registerTestUser(context.app);

    const [row] = await context.db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM sessions WHERE expires_at < now()`;
    return row!.count;
  }

  it('are swept from the table now and then when someone signs in (no separate job to run)', async () => {
    expect(await expiredSessionsAfterASignIn(0.001)).toBe(0);
  });

  it('are not swept on every sign-in: about one in a hundred pays for it', async () => {
    expect(await expiredSessionsAfterASignIn(0.5)).toBe(1);
  });
});

describe('accounts written at the same moment', () => {
  // Each call hashes before it writes (tens of milliseconds), so both pass the first lookup.
  it('two registrations of one name: one account, and the other told the name is taken', async () => {
    const input = { username: 'Lydia', password: 'purple cloth of Thyatira' };
    const results = await Promise.all([
      registerAccount(context.db.sql, input),
      registerAccount(context.db.sql, { ...input, username: 'lydia' }),
    ]);
    expect(results.filter((result) => 'taken' in result)).toEqual([{ taken: true }]);
    expect(await registerAccount(context.db.sql, input)).toEqual({ taken: true });
    const [{ count }] = await context.db.sql<[{ count: number }]>`SELECT count(*)::int AS count FROM users WHERE username_key = 'lydia'`;
    expect(count).toBe(1);
  });

  it('two password resets with one recovery code: only one succeeds', async () => {
    const registered = await registerAccount(context.db.sql, { username: 'Dorcas', password: 'coats and garments' });
    if ('taken' in registered) throw new Error('Dorcas was already registered');
    // As the input schema hands it over: the code in its canonical form.
    const recoveryCode = canonicalRecoveryCode(registered.recoveryCode);
    const reset = (newPassword: string) =>
      resetWithRecoveryCode(context.db.sql, { username: 'Dorcas', recoveryCode, newPassword, confirmPassword: newPassword });
    const results = await Promise.all([reset('full of good works'), reset('almsdeeds which she did')]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });
});
