import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

// The headers every answer carries (server/http/security-headers.ts).
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

function securityHeadersOf(response: LightMyRequestResponse) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));
}

describe('addresses the router refuses before any route runs (issue 27 item 13)', () => {
  const CASES = [
    { url: '/%', status: 400, error: 'This address is not a valid URL: check its % escapes.', echo: '/%' },
    {
      url: '/api/devotions/%E0%A4%A<script>',
      status: 400,
      error: 'This address is not a valid URL: check its % escapes.',
      echo: '<script>',
    },
    { url: `/trpc/devotion.byDate${'x'.repeat(300)}`, status: 414, error: 'This address is too long.', echo: 'xxxxxxxxxx' },
  ];

  for (const { url, status, error, echo } of CASES) {
    it(`answers ${url.slice(0, 30)} with ${status}, the usual security headers, and without the address`, async () => {
      const app = await createTestApp(context.db.sql, undefined, { NODE_ENV: 'production' });
      try {
        const usual = await app.inject('/api/no-such-path');
        expect(usual.statusCode).toBe(404);
        expect(usual.headers['strict-transport-security']).toContain('max-age=31536000');

        const response = await app.inject(url);
        expect(response.statusCode).toBe(status);
        expect(restError(response)).toBe(error);
        expect(response.body).not.toContain(echo);
        expect(securityHeadersOf(response)).toEqual(securityHeadersOf(usual));
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['cache-control']).toBe('no-store');
      } finally {
        await app.close();
      }
    });
  }
});
