// Cookie sessions, with Lucia v3 kept behind this one module (VERSIONS.md: Lucia v3 is no
// longer maintained upstream, so nothing else imports it and it can be swapped here alone;
// docs/decisions/010). Issue 27 items 8 and 9: the cookie carries a random token and the
// database only its SHA-256 (Lucia's session id), so a copy of the table signs nobody in; a
// session slides 30 days at a time but never lives past 90 days from sign-in; in production
// the cookie is `__Host-` prefixed (Secure, Path=/, no Domain).
import { createHash } from 'node:crypto';
import { PostgresJsAdapter } from '@lucia-auth/adapter-postgresql';
import { generateIdFromEntropySize, Lucia, TimeSpan } from 'lucia';
import type { Sql } from '../../db/client.ts';
import { describeDevice } from './device.ts';

export const SESSION_COOKIE = 'lumen_session';
/** The production name: browsers keep a `__Host-` cookie only if Secure, Path=/ and host-only. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Sliding expiry: a session used in the second half of its life is renewed for 30 days. */
const SESSION_LIFETIME = new TimeSpan(30, 'd');
/** However often it is used, a session ends this long after sign-in. */
export const ABSOLUTE_SESSION_LIFETIME_DAYS = 90;
/** "Last seen" is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
/** Lucia's ids are 40 characters; anything much longer is not worth a query. */
const MAX_SESSION_ID_LENGTH = 128;
const MAX_USER_AGENT_LENGTH = 512;

/** Who a session belongs to; never the hashes (Lucia's adapter selects `users.*`). */
export interface SessionUser {
  id: string;
  username: string;
}

export interface ValidSession {
  /** The session's id in the database (the token's hash), never the token. */
  id: string;
  user: SessionUser;
  /** True when the expiry was just extended: the cookie must be sent again. */
  fresh: boolean;
}

/** One of a member's sessions, as their list shows it. */
export interface SessionSummary {
  id: string;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export type CookieRead = { token: string } | { token: null; duplicate: boolean };

export interface Sessions {
  /** The session cookie's name (SESSION_COOKIE, or SECURE_SESSION_COOKIE in production). */
  cookieName: string;
  /** The session token in a Cookie header, if any; two session cookies are `duplicate`. */
  readCookie(cookieHeader: string | undefined): CookieRead;
  /** The session and its user, or null when unknown or expired (an expired one is deleted). */
  validate(token: string): Promise<ValidSession | null>;
  /** A new session; the token goes in the cookie and nowhere else. */
  create(userId: string, device?: { userAgent?: string | undefined }): Promise<{ token: string; id: string }>;
  invalidate(sessionId: string): Promise<void>;
  /** Ends every session of the user, or every one but `exceptSessionId`. */
  invalidateAllOf(userId: string, exceptSessionId?: string | null): Promise<void>;
  /** Ends one of the user's own sessions; false when the user has no such session. */
  invalidateOwn(userId: string, sessionId: string): Promise<boolean>;
  listOf(userId: string): Promise<SessionSummary[]>;
  /** Set-Cookie values. */
  cookieFor(token: string): string;
  blankCookie(): string;
}

/** The database id of a token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The adapter runs its queries through `sql.unsafe(text, params)`, which postgres.js sends as
 * unnamed statements; on the embedded engine, pglite-socket serves all connections from one
 * backend, where two unnamed statements sent at once (the adapter's own Promise.all) swap
 * results. Named (prepared) statements do not, so the adapter gets those.
 */
function preparedStatements(sql: Sql): Sql {
  const unsafe = ((query: string, parameters?: never[]) => sql.unsafe(query, parameters, { prepare: true })) as Sql['unsafe'];
  return { unsafe } as Sql;
}

interface SessionColumns {
  created_at: Date;
  last_seen_at: Date;
  user_agent: string;
}

function createLucia(sql: Sql, secure: boolean, hostPrefix: boolean) {
  return new Lucia(new PostgresJsAdapter(preparedStatements(sql), { user: 'users', session: 'sessions' }), {
    sessionExpiresIn: SESSION_LIFETIME,
    sessionCookie: {
      name: secure && hostPrefix ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
      expires: true,
      attributes: { secure, sameSite: 'lax', path: '/' },
    },
    getUserAttributes: (attributes) => ({ username: attributes.username }),
    getSessionAttributes: (attributes) => ({ createdAt: new Date(attributes.created_at), lastSeenAt: new Date(attributes.last_seen_at) }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: { username: string };
    DatabaseSessionAttributes: SessionColumns;
  }
}

/** Every value of the cookie `name` in a Cookie header, undecoded pairs skipped. */
function cookieValues(cookieHeader: string, name: string): string[] {
  return cookieHeader.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) return [];
    try {
      return [decodeURIComponent(pair.slice(separator + 1).trim())];
    } catch {
      return [];
    }
  });
}

/**
 * `secure`: cookies only over HTTPS (production); `hostPrefix` as well: under the `__Host-`
 * name, which a browser accepts only from an https origin (PUBLIC_ORIGIN). Always HttpOnly.
 */
export function createSessions(sql: Sql, { secure, hostPrefix = secure }: { secure: boolean; hostPrefix?: boolean }): Sessions {
  const lucia = createLucia(sql, secure, hostPrefix);
  const cookieName = lucia.sessionCookieName;
  const absoluteLifetimeMs = ABSOLUTE_SESSION_LIFETIME_DAYS * 24 * 60 * 60_000;
  return {
    cookieName,
    readCookie(cookieHeader) {
      if (!cookieHeader) return { token: null, duplicate: false };
      // Two cookies of one name (one planted by a sibling subdomain, say): neither is trusted.
      const values = cookieValues(cookieHeader, cookieName).filter((value) => value !== '');
      if (values.length > 1) return { token: null, duplicate: true };
      return values[0] ? { token: values[0] } : { token: null, duplicate: false };
    },
    async validate(token) {
      if (token.length > MAX_SESSION_ID_LENGTH) return null;
      const { session, user } = await lucia.validateSession(sessionIdOf(token));
      if (!session) return null;
      if (Date.now() - session.createdAt.getTime() > absoluteLifetimeMs) {
        await lucia.invalidateSession(session.id);
        return null;
      }
      if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${session.id}`;
      }
      return { id: session.id, fresh: session.fresh, user: { id: user.id, username: user.username } };
    },
    async create(userId, device = {}) {
      // Expired sessions are swept now and then rather than by a separate job.
      // Stryker disable next-line EqualityOperator: equivalent, Math.random() is exactly 0.01 with probability ~2^-53
      if (Math.random() < 0.01) {
        await lucia.deleteExpiredSessions();
        await sql`DELETE FROM sessions WHERE created_at < now() - make_interval(days => ${ABSOLUTE_SESSION_LIFETIME_DAYS})`;
      }
      const token = generateIdFromEntropySize(25);
      const now = new Date();
      const session = await lucia.createSession(
        userId,
        { created_at: now, last_seen_at: now, user_agent: (device.userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH) },
        { sessionId: sessionIdOf(token) },
      );
      return { token, id: session.id };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    async invalidateAllOf(userId, exceptSessionId = null) {
      if (exceptSessionId) await sql`DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${exceptSessionId}`;
      else await lucia.invalidateUserSessions(userId);
    },
    async invalidateOwn(userId, sessionId) {
      const deleted = await sql`DELETE FROM sessions WHERE user_id = ${userId} AND id = ${sessionId} RETURNING id`;
      return deleted.length > 0;
    },
    async listOf(userId) {
      const rows = await sql<{ id: string; user_agent: string; created_at: Date; last_seen_at: Date }[]>`
        SELECT id, user_agent, created_at, last_seen_at FROM sessions
        WHERE user_id = ${userId} AND expires_at > now()
          AND created_at > now() - make_interval(days => ${ABSOLUTE_SESSION_LIFETIME_DAYS})
        ORDER BY last_seen_at DESC, id`;
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.user_agent),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
    },
    cookieFor: (token) => lucia.createSessionCookie(token).serialize(),
    blankCookie: () => lucia.createBlankSessionCookie().serialize(),
  };
}
