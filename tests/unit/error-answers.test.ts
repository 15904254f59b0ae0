// server/http/errors.ts: every failure becomes one answer. A client's mistake is spelled out;
// an outage is a 503; anything unexpected is a plain 500 whose details stay in the server log.
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fromHttpError, fromProcedureError, logFailure } from '../../server/http/errors.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
/** What an unexpected failure may carry: nothing of it may reach a client. */
const SECRET_DETAIL = 'password authentication failed for user "lumen" at 10.0.0.7:5432';

describe('a failure inside a procedure', () => {
  it('that nobody expected answers a plain 500 and keeps the original error for the log', () => {
    const cause = new Error(SECRET_DETAIL);
    const { error, answer } = fromProcedureError(cause);

    expect(answer).toEqual({ status: 500, message: INTERNAL_MESSAGE });
    expect(error.cause).toBe(cause);
  });

  it('marked internal by the code itself still never shows its message', () => {
    const { answer } = fromProcedureError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: SECRET_DETAIL }));
    expect(answer).toEqual({ status: 500, message: INTERNAL_MESSAGE });
  });

  it('that is an expected answer (not found, unauthorised, too many requests) keeps its status and message', () => {
    const cases = [
      [new TRPCError({ code: 'NOT_FOUND', message: 'No devotion is available for 2025-01-05.' }), 404],
      [new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to use this.' }), 401],
      [new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' }), 429],
      [new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The devotional database is unavailable right now.' }), 503],
    ] as const;
    for (const [thrown, status] of cases) {
      const { error, answer } = fromProcedureError(thrown);
      expect(error).toBe(thrown);
      expect(answer).toEqual({ status, message: thrown.message });
    }
  });

  it('caused by invalid input names the field and what is wrong with it', () => {
    const invalid = z.object({ date: z.string().min(10, { error: 'too short' }) }).safeParse({ date: '2025' });
    const { answer } = fromProcedureError(new TRPCError({ code: 'BAD_REQUEST', cause: invalid.error }));
    expect(answer).toEqual({ status: 400, message: 'date: too short' });
  });
});

describe('a failure raised by the HTTP layer (bad JSON, body too large, bad URL)', () => {
  it.each([400, 404, 413, 415, 499])('with the client-error status %i is passed on with its message', (statusCode) => {
    expect(fromHttpError({ statusCode, message: 'Body is too large' })).toEqual({ status: statusCode, message: 'Body is too large' });
  });

  it.each([
    ['a 500', 500],
    ['a 502', 502],
    ['no status at all', undefined],
    ['a status that is not an error (3xx)', 302],
    ['a status below the error range (399)', 399],
  ])('with %s is a plain 500 that never shows its message', (_case, statusCode) => {
    expect(fromHttpError({ statusCode, message: SECRET_DETAIL })).toEqual({ status: 500, message: INTERNAL_MESSAGE });
  });
});

describe('what the operator sees in the log', () => {
  function recordingLog() {
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
    return { log, asLogger: log as unknown as FastifyBaseLogger };
  }

  it('a 500 is an error entry with the underlying cause and where it happened', () => {
    const { log, asLogger } = recordingLog();
    const cause = new Error(SECRET_DETAIL);
    logFailure(asLogger, 500, 'REST GET /api/devotions/:date', new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));

    expect(log.error).toHaveBeenCalledExactlyOnceWith({ err: cause }, 'REST GET /api/devotions/:date failed');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('a 500 without a cause logs the error itself', () => {
    const { log, asLogger } = recordingLog();
    const error = new Error(SECRET_DETAIL);
    logFailure(asLogger, 502, 'GET /x', error);
    expect(log.error).toHaveBeenCalledExactlyOnceWith({ err: error }, 'GET /x failed');
  });

  it('a 503 (starting up, database away) is an expected state: one warning line, not an error', () => {
    const { log, asLogger } = recordingLog();
    logFailure(asLogger, 503, 'tRPC devotion.byDate', new Error('The devotional database is unavailable right now.'));

    expect(log.warn).toHaveBeenCalledExactlyOnceWith('tRPC devotion.byDate: The devotional database is unavailable right now.');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a 503 warning names the deepest coded cause, so an operator can tell a refused connection from a timeout', () => {
    const { log, asLogger } = recordingLog();
    // Beneath the driver's error, a reason without a code (which names nothing an operator can look up).
    const driver = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432', { cause: new Error('socket closed') }), {
      code: 'ECONNREFUSED',
    });
    const pool = Object.assign(new Error('pool failed'), { code: 'POOL_ERROR', cause: driver });
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: pool });
    const outage = new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The devotional database is unavailable right now.',
      cause: wrapped,
    });

    logFailure(asLogger, 503, 'REST GET /api/devotions/:date', outage);

    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'REST GET /api/devotions/:date: The devotional database is unavailable right now. (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432)',
    );
  });

  it.each([400, 401, 404, 429])("a client's mistake (%i) is not logged at all", (status) => {
    const { log, asLogger } = recordingLog();
    logFailure(asLogger, status, 'POST /api/auth/login', new Error('Incorrect username or password.'));
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
