// Answers for requests refused before routing (issue 27 item 13): by Fastify, a URL that does
// not decode (`/%`) and a path parameter past maxParamLength (414); by Node, a request it cannot
// read (clientError, below). No hook runs for these, so the security headers are set here, and
// the answer never repeats the URL it could not read.
import type { ConnectionError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { fromHttpError } from './errors.ts';

export const ROUTER_ERROR_MESSAGES: Record<number, string> = {
  400: 'This address is not a valid URL: check its % escapes.',
  414: 'This address is too long.',
};

// A 404 for an unknown path answers a fixed sentence: repeating the path would hand back
// whatever a link put in it (a reflected text under our name).
/** The JSON 404 of an unknown path under /api. */
export const NO_API_ROUTE_MESSAGE = 'There is no API route at this address.';
/** The JSON 404 of an unknown path elsewhere, for methods other than GET (a GET gets the not-found page). */
export const NOTHING_HERE_MESSAGE = 'There is nothing at this address.';

export function routerErrorHandler(setSecurityHeaders: (request: IncomingMessage, response: ServerResponse) => void) {
  return (error: { statusCode?: number; message: string }, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw);
    const { status, message } = fromHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'Routing failed');
    void reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: status >= 500 ? message : (ROUTER_ERROR_MESSAGES[status] ?? 'This address cannot be read.') });
  };
}

/** Node's answers to a request it could not take, by the status each error gets. */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'This request could not be read.',
  408: 'The request did not arrive in time.',
  431: 'The request’s headers are too large.',
};

function clientErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * The HTTP server's `clientError` answers (a request line Node cannot parse, headers past its
 * limit, a request that did not arrive in time) are written to the socket before Fastify sees a
 * request: they get the app's security headers here, a JSON message, and the connection closes.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: ConnectionError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // An answer already begun on this connection cannot have another written into it (as Node's own handler).
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !answering?.headersSent) {
      const status = clientErrorStatus(error.code);
      const body = JSON.stringify({ error: CLIENT_ERROR_MESSAGES[status]! });
      // An answer to HEAD has no body (RFC 9110 9.3.2): a client would read one as data after
      // the answer. The request line, when Node read that far, names the method.
      const rawPacket = (error as ConnectionError & { rawPacket?: Buffer }).rawPacket;
      const toHead = rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write([`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...head, '', toHead ? '' : body].join('\r\n'));
    }
    socket.destroy(error);
  };
}
