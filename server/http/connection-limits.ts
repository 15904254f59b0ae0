// Time and connection limits on the HTTP server (issue 27 item 10), so a client that opens
// connections and never finishes its request cannot hold them: a request (headers and body)
// must arrive within REQUEST_TIMEOUT_MS, and a connection with nothing on it for
// IDLE_TIMEOUT_MS is closed. Beyond MAX_CONNECTIONS, new connections are closed on arrival.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export interface ConnectionLimits {
  /** The whole request, headers and body, must have arrived within this (Node answers 408). */
  requestTimeoutMs: number;
  /** The request's headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A connection with no bytes either way for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections the server holds at once. */
  maxConnections: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  // A body that never arrives is closed within 30 s (the check runs every second, below).
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  // Above the database's statement timeout (15 s), so a slow answer is not cut off while it is made.
  idleTimeoutMs: 30_000,
  maxConnections: 1000,
};

/** The server options that carry `limits`, for Fastify(). */
export function connectionOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      // Node looks for requests past their time at this interval (30 s by default, which would
      // let a stalled body stay for up to twice its limit).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.requestTimeoutMs / 4))),
    },
  };
}

export function capConnections(app: FastifyInstance, limits: ConnectionLimits): void {
  app.server.maxConnections = limits.maxConnections;
}
