import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FORWARDED_BUT_UNTRUSTED_WARNING, registerProxyTrustWarnings, TRUSTS_ANY_PROXY_WARNING } from '../../server/http/proxy-trust.ts';
import { RATE_LIMITS } from '../../server/http/rate-limits.ts';
import type { ProxyTrust } from '../../server/env.ts';
import { createTestApp, SAME_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const PROXY = '10.0.0.5';

/** A registration that reaches the app from the proxy, which appends the address it saw. */
function registerThroughProxy(app: Awaited<ReturnType<typeof createTestApp>>, username: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: PROXY,
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': forwardedFor },
    payload: { username, password: TEST_PASSWORD },
  });
}

describe('TRUST_PROXY with a hop count of 1', () => {
  it('counts the per-address limit against the client the proxy names, whatever the client adds in front', async () => {
    const app = await createTestApp(context.db.sql, undefined, { RATE_LIMIT_FACTOR: 1, TRUST_PROXY: 1 });
    try {
      const register = (n: number, forwardedFor: string) => registerThroughProxy(app, `proxied${n}`, forwardedFor);
      for (let n = 1; n <= RATE_LIMITS.registration.max; n++) expect((await register(n, '192.0.2.40')).statusCode).toBe(200);
      // A made-up address in front of the proxy's own entry changes nothing.
      expect((await register(90, '203.0.113.9, 192.0.2.40')).statusCode).toBe(429);
      // Another reader behind the same proxy has a limit of their own.
      expect((await register(91, '192.0.2.41')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY false, the proxy is the client: everyone behind it shares one limit', async () => {
    const app = await createTestApp(context.db.sql, undefined, { RATE_LIMIT_FACTOR: 1, TRUST_PROXY: false });
    try {
      const register = (n: number, forwardedFor: string) => registerThroughProxy(app, `shared${n}`, forwardedFor);
      for (let n = 1; n <= RATE_LIMITS.registration.max; n++) expect((await register(n, `192.0.2.${50 + n}`)).statusCode).toBe(200);
      expect((await register(99, '192.0.2.99')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('start-up warnings about TRUST_PROXY', () => {
  async function warningsOf(trustProxy: ProxyTrust, production: boolean, requests: Record<string, string>[] = []): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerProxyTrustWarnings(app, { trustProxy, production });
    app.get('/', async () => 'ok');
    try {
      await app.ready();
      for (const headers of requests) expect((await app.inject({ url: '/', headers })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter(({ level }) => level === 40)
      .map(({ msg }) => msg);
  }

  it('warns once, on the first forwarded request, when TRUST_PROXY is false', async () => {
    const forwarded = { 'x-forwarded-for': '192.0.2.1' };
    expect(await warningsOf(false, false, [{}, forwarded, forwarded, forwarded])).toEqual([FORWARDED_BUT_UNTRUSTED_WARNING]);
    expect(await warningsOf(false, true, [{}, {}])).toEqual([]);
  });

  it('warns at start-up when production trusts any proxy', async () => {
    expect(await warningsOf(true, true)).toEqual([TRUSTS_ANY_PROXY_WARNING]);
    expect(await warningsOf(true, false, [{ 'x-forwarded-for': '192.0.2.1' }])).toEqual([]);
  });

  it('says nothing for a hop count or a list of proxies', async () => {
    const forwarded = { 'x-forwarded-for': '192.0.2.1' };
    expect(await warningsOf(1, true, [forwarded])).toEqual([]);
    expect(await warningsOf(['10.0.0.0/8'], true, [forwarded])).toEqual([]);
  });
});
