// Cross-site request forgery guard (DECISIONS "Accounts, members and safety"; the Lucia v3
// examples' origin check): a request that may change state must come from our own pages.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const GUARDED_PREFIXES = ['/trpc', '/api'];
export const CROSS_ORIGIN_MESSAGE = 'This request must come from a LUMEN page (cross-origin requests are refused).';

/**
 * Same-origin: the browser says so (Sec-Fetch-Site), or Origin is PUBLIC_ORIGIN, compared
 * whole (scheme, host and port: issue 27 item 7). Outside production, the request's own
 * origin also counts (a dev server reached by another name); in production it never does,
 * since the Host header is the client's to choose.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string, { production = false } = {}): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, an absent or "null" Origin also fails to parse below
  if (!origin || origin === 'null') return false;
  try {
    const url = new URL(origin);
    if (url.origin === new URL(publicOrigin).origin) return true;
    return !production && url.origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/**
 * Checked once, before the body is read, for tRPC and REST alike: tRPC queries are GETs,
 * every mutation and every REST write is not.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string, options: { production?: boolean } = {}): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isGuardedPath(request.url)) return;
    if (isSameOriginRequest(request, publicOrigin, options)) return;
    return reply.status(403).header('cache-control', 'private, no-store').send({ error: CROSS_ORIGIN_MESSAGE });
  });
}
