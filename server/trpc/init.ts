// tRPC is initialised once here: transformer, error shape and the base procedure.
import { initTRPC, TRPCError, type AnyProcedure } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { findUnstorableText, isDatabaseUnavailable } from '../../db/client.ts';
import type { Context } from './context.ts';

/**
 * How a procedure travels (STYLE "Transport policy once"): whether its answer is public
 * content that browsers, CDNs and the service worker may keep, and which REST path of spec
 * point 7 answers it too. The REST table and every cache header are derived from this.
 */
export interface TransportMeta {
  /** Default 'private': a response about a user is never cached anywhere. */
  cache?: 'public' | 'private';
  /**
   * The failures the procedure itself raises, for the API reference. Invalid input (400), a
   * missing session (401), a refused origin (403), an oversize body (413) and an outage (503)
   * follow from how the procedure is built and travels, and need not be listed.
   */
  failures?: readonly ProcedureFailure[];
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    /** What the call does, in a few words: the operation's name in the API reference (else its procedure path). */
    summary?: string;
    /** Builds the procedure input from the request; default: path params over query string over JSON body. */
    input?: (request: RestRequest) => unknown;
    /**
     * The query parameters `input` reads, when it is given; by default those of the input schema
     * not in the path. Any other is ignored, and is no part of a stored public answer's key.
     */
    query?: readonly string[];
    /** Bytes a request body may have, where more than the app's default is expected. */
    bodyLimit?: number;
    /**
     * Request parameters named otherwise than the input field they fill, for the API reference
     * (`input` does the filling): `{id}` of /api/highlights/{id} is a devotion's id on GET, so the
     * GET and DELETE there share one path; `?q=` is `query` by a shorter name.
     */
    aliases?: Readonly<Record<string, { field: string; description: string }>>;
  };
}

export type ProcedureFailure = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/** The JSON body when it is an object, else nothing (the input schema then names what is missing). */
export function restBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Sign-in merges carry a visitor's whole local store: REST allows them 1 MiB (tRPC calls stay at 64 KiB). */
export const MERGE_BODY_LIMIT = 1024 * 1024;

/**
 * A number written in a path or query string ("12"), as a number for the input schema; any
 * other text is passed on unchanged so that the schema's own message names the field. Digits
 * of any length become a number, so that the schema's bound (say, 15 digits for a devotion id)
 * is the one that refuses a long one, with its own message.
 */
export function restNumber(value: string | undefined): unknown {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : value;
}

const UNAVAILABLE_MESSAGE = 'The devotional database is unavailable right now. Please try again in a moment.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** "date: "2025-13-01" is not a calendar date…" — one readable line per invalid field. */
export function readableZodMessage(error: ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** The message a client may see: input errors spelled out, internal failures never detailed. */
export function publicErrorMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return readableZodMessage(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  return error.message;
}

const t = initTRPC
  .context<Context>()
  .meta<TransportMeta>()
  .create({
    transformer: superjson,
    // Stack traces never leave the server, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      return {
        ...shape,
        message: publicErrorMessage(error),
        data: { ...shape.data, stack: undefined, fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : null },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Database outages become 503s with a clear message instead of 500s. */
const databaseGuard = t.middleware(async ({ ctx, next }) => {
  if (!ctx.isReady()) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'LUMEN is starting up; please try again in a few seconds.' });
  }
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: result.error });
  }
  return result;
});

/** PostgreSQL cannot store U+0000, so any input carrying one is refused (400) before it reaches SQL. */
const storableTextGuard = t.middleware(async ({ getRawInput, next }) => {
  const path = findUnstorableText(await getRawInput());
  if (path !== null)
    throw new TRPCError({ code: 'BAD_REQUEST', message: `${path ? `${path}: ` : ''}text may not contain the NUL character (U+0000)` });
  return next();
});

export const publicProcedure = t.procedure.use(databaseGuard).use(storableTextGuard);

/** Reads the request's session: `ctx.user` is the signed-in user or null. */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, sessionId } = await ctx.session();
  return next({ ctx: { user, sessionId } });
});

export const SIGN_IN_MESSAGE = 'Sign in to use this.';

/** Only for a signed-in user: `ctx.user` is never null here (401 otherwise). */
export const protectedProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE });
  return next({ ctx: { user: ctx.user } });
});

/**
 * Whether a procedure needs the reader's session: 'required' when built on
 * protectedProcedure (401 without one), 'optional' when built on sessionProcedure, else 'none'.
 * Read from the middlewares it was built with, so that it cannot disagree with them.
 */
export function sessionRequirement(procedure: AnyProcedure): 'required' | 'optional' | 'none' {
  // A built procedure keeps its builder's middlewares at runtime, though tRPC's types omit them.
  const { middlewares } = procedure._def as unknown as { middlewares: readonly unknown[] };
  const builtOn = (base: { _def: { middlewares: readonly unknown[] } }) =>
    base._def.middlewares.every((middleware, index) => middlewares[index] === middleware);
  if (builtOn(protectedProcedure)) return 'required';
  return builtOn(sessionProcedure) ? 'optional' : 'none';
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}
