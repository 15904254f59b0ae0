// Attempt throttling as procedures meet it (server/services/throttle.ts): a refused attempt
// is a 429 with Retry-After and a wait in words.
import { TRPCError } from '@trpc/server';
import { usernameKey } from '../../src/shared/schemas/auth.ts';
import { startAttempt, type ThrottledAction } from '../services/throttle.ts';
import type { Context } from './context.ts';

/** The refusal, with the wait in words a reader can act on. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * Runs `attempt` unless this username from this client, or this client, has failed too often
 * and must wait (429 with Retry-After); a result that is not null counts as a success and is not held against them.
 */
export async function throttled<T>(
  ctx: Context,
  action: ThrottledAction,
  username: string,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const gate = await startAttempt(ctx.throttle, action, { usernameKey: usernameKey(username), address: ctx.clientAddress });
  if (!gate.allowed) {
    ctx.response.setHeader('retry-after', String(gate.retryAfterSeconds));
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts(gate.retryAfterSeconds) });
  }
  const result = await attempt();
  if (result !== null) await gate.succeeded();
  return result;
}
