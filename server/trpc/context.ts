// What every procedure can reach. `createContextInner` builds it without HTTP, for tests
// (a caller as a given user) and for server-rendered pages; `createContext` adds the request:
// its session cookie, its client address and a way to set response headers
// (trpc/examples next-prisma-starter; lucia-auth/examples for the cookie handling).
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../../db/client.ts';
import type { Sessions, SessionUser } from '../auth/sessions.ts';
import type { HeroImages } from '../services/hero-images.ts';
import type { ThrottleStore } from '../services/throttle.ts';

export interface AppDependencies {
  sql: Sql;
  images: HeroImages;
  /** The site's public origin, for absolute links in share info. */
  origin: string;
  /** False until migrations and the content import have finished. */
  isReady: () => boolean;
}

/** What the HTTP layer adds to the app's dependencies (server/app.ts builds them). */
export interface ServerDependencies extends AppDependencies {
  sessions: Sessions;
  throttle: ThrottleStore;
}

/** Headers a procedure sets on its answer, for tRPC and REST alike. */
export interface ResponseControl {
  setCookie(cookie: string): void;
  setHeader(name: string, value: string): void;
}

export interface SessionState {
  user: SessionUser | null;
  sessionId: string | null;
}

export interface Context extends ServerDependencies {
  /** The client's User-Agent, kept with a new session to name its device; null without HTTP. */
  userAgent: string | null;
  /** The client's address (Fastify's request.ip, proxy-aware with TRUST_PROXY); null without HTTP. */
  clientAddress: string | null;
  response: ResponseControl;
  /**
   * The request's session, read and validated on first use and then kept. Public content
   * never asks, so it costs no query and never carries a Set-Cookie into a cacheable answer.
   */
  session(): Promise<SessionState>;
}

const signedOut: SessionState = { user: null, sessionId: null };
const discardHeaders: ResponseControl = { setCookie: () => {}, setHeader: () => {} };

export interface RequestParts {
  clientAddress?: string | null;
  userAgent?: string | null;
  response?: ResponseControl;
  session?: () => Promise<SessionState>;
}

export function createContextInner(dependencies: ServerDependencies, request: RequestParts = {}): Context {
  return {
    ...dependencies,
    clientAddress: request.clientAddress ?? null,
    userAgent: request.userAgent ?? null,
    response: request.response ?? discardHeaders,
    session: request.session ?? (() => Promise.resolve(signedOut)),
  };
}

export const DUPLICATE_SESSION_COOKIE_MESSAGE =
  'This request carries two session cookies. Please clear this site’s cookies and sign in again.';

/** Validates the cookie's session; re-issues the cookie when its expiry slid, blanks it when invalid. */
async function sessionFromCookie(sessions: Sessions, cookieHeader: string | undefined, response: ResponseControl): Promise<SessionState> {
  const cookie = sessions.readCookie(cookieHeader);
  if (cookie.token === null) {
    // Two session cookies: refused rather than picking one (issue 27 item 8).
    if (cookie.duplicate) throw new TRPCError({ code: 'BAD_REQUEST', message: DUPLICATE_SESSION_COOKIE_MESSAGE });
    return signedOut;
  }
  const session = await sessions.validate(cookie.token);
  if (!session) {
    response.setCookie(sessions.blankCookie());
    return signedOut;
  }
  if (session.fresh) response.setCookie(sessions.cookieFor(cookie.token));
  return { user: session.user, sessionId: session.id };
}

export interface HttpExchange {
  req: FastifyRequest;
  res: FastifyReply;
}

/** What both transports call per request (server/trpc/plugin.ts, server/rest/plugin.ts). */
export type RequestContextFactory = (exchange: HttpExchange) => Context;

export function createContext(dependencies: ServerDependencies, { req, res }: HttpExchange): Context {
  const response: ResponseControl = {
    setCookie: (cookie) => void res.header('set-cookie', cookie),
    setHeader: (name, value) => void res.header(name, value),
  };
  let session: Promise<SessionState> | null = null;
  return createContextInner(dependencies, {
    clientAddress: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    response,
    session: () => (session ??= sessionFromCookie(dependencies.sessions, req.headers.cookie, response)),
  });
}
