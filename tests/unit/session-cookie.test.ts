// server/auth/sessions.ts without a database: the cookie a browser is given, and which
// Cookie headers name a session at all (tests/api/auth*.test.ts drive the stored sessions).
import { describe, expect, it, vi } from 'vitest';
import type { Sql } from '../../db/client.ts';
import { createSessions, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../server/auth/sessions.ts';

/** A database that must not be asked: cookie handling and refusals never query. */
function untouchableSql() {
  const unsafe = vi.fn(() => {
    throw new Error('no query expected');
  });
  return { sql: { unsafe } as unknown as Sql, unsafe };
}

/** A Set-Cookie value as attribute name (lower case) → value. */
function attributes(setCookie: string): Record<string, string | true> {
  const [, ...rest] = setCookie.split(';').map((part) => part.trim());
  return Object.fromEntries(rest.map((part) => [part.split('=')[0]!.toLowerCase(), part.includes('=') ? part.split('=')[1]! : true]));
}

describe('the session cookie', () => {
  it('is named lumen_session and carries the session token', () => {
    const cookie = createSessions(untouchableSql().sql, { secure: false }).cookieFor('abc123');
    expect(SESSION_COOKIE).toBe('lumen_session');
    expect(cookie.split(';')[0]).toBe('lumen_session=abc123');
  });

  it('in production is __Host- prefixed, so no sibling host or path can set it', () => {
    const cookie = createSessions(untouchableSql().sql, { secure: true }).cookieFor('abc123');
    expect(SECURE_SESSION_COOKIE).toBe('__Host-lumen_session');
    expect(cookie.split(';')[0]).toBe('__Host-lumen_session=abc123');
    expect(attributes(cookie)).not.toHaveProperty('domain');
  });

  it('in production is Secure, HttpOnly, SameSite=Lax, for the whole site, kept 30 days', () => {
    const cookie = createSessions(untouchableSql().sql, { secure: true }).cookieFor('abc123');
    expect(attributes(cookie)).toEqual({ secure: true, httponly: true, samesite: 'Lax', path: '/', 'max-age': '2592000' });
  });

  it('over plain http in development is not Secure (the browser would drop it) but still HttpOnly', () => {
    const cookie = createSessions(untouchableSql().sql, { secure: false }).cookieFor('abc123');
    expect(attributes(cookie)).not.toHaveProperty('secure');
    expect(attributes(cookie)).toHaveProperty('httponly', true);
  });

  it('is blanked with an empty value that expires at once, on the same path, so it replaces the real one', () => {
    const blank = createSessions(untouchableSql().sql, { secure: true }).blankCookie();
    expect(blank.split(';')[0]).toBe('__Host-lumen_session=');
    expect(attributes(blank)).toMatchObject({ 'max-age': '0', path: '/', httponly: true, secure: true });
  });
});

describe('reading the Cookie header', () => {
  const sessions = createSessions(untouchableSql().sql, { secure: false });
  const none = { token: null, duplicate: false };

  it('finds our session among other cookies', () => {
    expect(sessions.readCookie('theme=dark; lumen_session=abc123; lang=en')).toEqual({ token: 'abc123' });
  });

  it('finds none without a header or without our cookie', () => {
    expect(sessions.readCookie(undefined)).toEqual(none);
    expect(sessions.readCookie('')).toEqual(none);
    expect(sessions.readCookie('theme=dark')).toEqual(none);
    expect(sessions.readCookie('xlumen_session=abc123')).toEqual(none);
  });

  it("still finds ours when another site's cookie on the domain is malformed", () => {
    expect(sessions.readCookie('lumen_session=abc123; tracker=%E0%A4%A')).toEqual({ token: 'abc123' });
    expect(sessions.readCookie('lumen_session=abc123; theme=dark; tracker=%E0%A4%A')).toEqual({ token: 'abc123' });
  });

  it('still finds ours when a malformed cookie comes before it', () => {
    expect(sessions.readCookie('tracker=%E0%A4%A; lumen_session=abc123')).toEqual({ token: 'abc123' });
    expect(sessions.readCookie('tracker=%E0%A4%A; theme=dark; lumen_session=abc123; lang=en')).toEqual({ token: 'abc123' });
  });

  it('finds none when every cookie is malformed, rather than failing the request', () => {
    expect(sessions.readCookie('tracker=%E0%A4%A')).toEqual(none);
  });

  it('trusts neither of two session cookies, rather than taking the last', () => {
    expect(sessions.readCookie('lumen_session=planted; theme=dark; lumen_session=abc123')).toEqual({ token: null, duplicate: true });
  });

  it('in production reads only the __Host- cookie', () => {
    const secure = createSessions(untouchableSql().sql, { secure: true });
    expect(secure.readCookie('lumen_session=planted; __Host-lumen_session=abc123')).toEqual({ token: 'abc123' });
  });
});

describe('validating a session id', () => {
  it('longer than 128 characters is refused without a query (Lucia makes 40)', async () => {
    const { sql, unsafe } = untouchableSql();
    await expect(createSessions(sql, { secure: true }).validate('a'.repeat(129))).resolves.toBeNull();
    expect(unsafe).not.toHaveBeenCalled();
  });
});
