// Warnings for a TRUST_PROXY that looks wrong (issue 27 item 5). The per-address limits and
// throttles read the client from request.ip: trusting every X-Forwarded-For lets a client name
// any address it likes, and trusting none behind a proxy puts every reader in one bucket.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ProxyTrust } from '../env.ts';

export const TRUSTS_ANY_PROXY_WARNING =
  'TRUST_PROXY=true trusts any X-Forwarded-For, so a client can pick the address the request limits count: set the number of proxies in front of the app (for example TRUST_PROXY=1) or their addresses';

export const FORWARDED_BUT_UNTRUSTED_WARNING =
  'A request arrived with X-Forwarded-For while TRUST_PROXY is false: behind a proxy every reader shares its address, and so one request limit. Set TRUST_PROXY to the number of proxies or their addresses (.env.example)';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 reads a bare number as "trust nothing", so a
 * hop count becomes proxy-addr's rule: the nearest `hops` addresses are proxies and the one
 * beyond them is the client. That holds only while the app can be reached through the proxies
 * alone (.env.example says so); a list of addresses holds either way.
 */
export function fastifyTrustProxy(trust: ProxyTrust): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export function registerProxyTrustWarnings(
  app: FastifyInstance,
  { trustProxy, production }: { trustProxy: ProxyTrust; production: boolean },
): void {
  if (trustProxy === true && production) app.log.warn(TRUSTS_ANY_PROXY_WARNING);
  if (trustProxy !== false) return;
  // Once per process: the first forwarded request tells the operator; the rest would only repeat it.
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(FORWARDED_BUT_UNTRUSTED_WARNING);
    }
    done();
  });
}
