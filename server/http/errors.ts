// Every failure becomes an answer in one place: input errors spelled out with the field,
// outages as 503, anything unexpected as a plain 500 that is logged and never detailed.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger } from 'fastify';
import { publicErrorMessage } from '../trpc/init.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface PublicError {
  status: number;
  message: string;
}

/** A procedure's failure, as REST and tRPC both report it. */
export function fromProcedureError(cause: unknown): { error: TRPCError; answer: PublicError } {
  const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
  return { error, answer: { status: getHTTPStatusCodeFromError(error), message: publicErrorMessage(error) } };
}

/** A failure raised by Fastify itself (bad JSON, body too large, undecodable URL). */
export function fromHttpError(error: { statusCode?: number; message: string }): PublicError {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { status, message: status >= 500 ? INTERNAL_MESSAGE : error.message };
}

/** A 503 is an expected state (starting up, database away); a 500 is a bug worth a full log. */
export function logFailure(log: FastifyBaseLogger, status: number, where: string, error: unknown): void {
  if (status === 503) log.warn(`${where}: ${(error as Error).message}${describeCause(error)}`);
  else if (status >= 500) log.error({ err: (error as { cause?: unknown }).cause ?? error }, `${where} failed`);
}

/** " (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432)": the root cause, so an operator can tell outages apart. */
function describeCause(error: unknown): string {
  let root = '';
  // The deepest coded cause: the driver's, beneath tRPC's own wrappers.
  for (let cause = (error as { cause?: unknown }).cause; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') root = ` (${code}: ${String(message)})`;
  }
  return root;
}
