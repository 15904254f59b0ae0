// Answers for requests Fastify refuses before routing (issue 27 item 13): a URL that does not
// decode (`/%`) and a path parameter past maxParamLength (414). No hook runs for these, so the
// security headers are set here, and the answer never repeats the URL it could not read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
