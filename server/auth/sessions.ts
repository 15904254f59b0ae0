// Cookie sessions, with Lucia v3 kept behind this one module (VERSIONS.md: Lucia v3 is no
// longer maintained upstream, so nothing else imports it and it can be swapped here alone).
import { PostgresJsAdapter } from '@lucia-auth/adapter-postgresql';
import { Lucia, TimeSpan } from 'lucia';
import type { Sql } from '../../db/client.ts';

export const SESSION_COOKIE = 'lumen_session';
/** Sliding expiry: a session used in the second half of its life is renewed for 30 days. */
const SESSION_LIFETIME = new TimeSpan(30, 'd');
/** Lucia's ids are 40 characters; anything much longer is not worth a query. */
const MAX_SESSION_ID_LENGTH = 128;

/** Who a session belongs to; never the hashes (Lucia's adapter selects `users.*`). */
export interface SessionUser {
  id: string;
  username: string;
}

export interface ValidSession {
  id: string;
  user: SessionUser;
  /** True when the expiry was just extended: the cookie must be sent again. */
  fresh: boolean;
}

export interface Sessions {
  /** The session id in a Cookie header, if any. */
  readCookie(cookieHeader: string | undefined): string | null;
  /** The session and its user, or null when unknown or expired (an expired one is deleted). */
  validate(sessionId: string): Promise<ValidSession | null>;
  create(userId: string): Promise<{ id: string }>;
  invalidate(sessionId: string): Promise<void>;
  invalidateAllOf(userId: string): Promise<void>;
  /** Set-Cookie values. */
  cookieFor(sessionId: string): string;
  blankCookie(): string;
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

function createLucia(sql: Sql, secure: boolean) {
  return new Lucia(new PostgresJsAdapter(preparedStatements(sql), { user: 'users', session: 'sessions' }), {
    sessionExpiresIn: SESSION_LIFETIME,
    sessionCookie: { name: SESSION_COOKIE, expires: true, attributes: { secure, sameSite: 'lax', path: '/' } },
    getUserAttributes: (attributes) => ({ username: attributes.username }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: { username: string };
  }
}

/** `secure`: cookies only over HTTPS (production). Lucia's cookies are always HttpOnly. */
export function createSessions(sql: Sql, { secure }: { secure: boolean }): Sessions {
  const lucia = createLucia(sql, secure);
  return {
    readCookie(cookieHeader) {
      if (!cookieHeader) return null;
      try {
        return lucia.readSessionCookie(cookieHeader);
      } catch {
        // Lucia decodes every cookie in the header and throws (URIError) on any malformed one,
        // ours or another site's on the same domain: read ours from the pairs that decode.
        const decodable = cookieHeader.split(';').map((pair) => pair.trim()).filter((pair) => {
          try {
            decodeURIComponent(pair);
            return true;
          } catch {
            return false;
          }
        });
        return lucia.readSessionCookie(decodable.join('; '));
      }
    },
    async validate(sessionId) {
      if (sessionId.length > MAX_SESSION_ID_LENGTH) return null;
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session) return null;
      return { id: session.id, fresh: session.fresh, user: { id: user.id, username: user.username } };
    },
    async create(userId) {
      // Expired sessions are swept now and then rather than by a separate job.
      // Stryker disable next-line EqualityOperator: equivalent, Math.random() is exactly 0.01 with probability ~2^-53
      if (Math.random() < 0.01) await lucia.deleteExpiredSessions();
      const session = await lucia.createSession(userId, {});
      return { id: session.id };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateAllOf: (userId) => lucia.invalidateUserSessions(userId),
    cookieFor: (sessionId) => lucia.createSessionCookie(sessionId).serialize(),
    blankCookie: () => lucia.createBlankSessionCookie().serialize(),
  };
}
