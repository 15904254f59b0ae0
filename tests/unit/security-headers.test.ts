// server/http/security-headers.ts on a bare Fastify app: what every response tells the browser.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { API_REFERENCE_CONTENT_SECURITY_POLICY, inlineScriptsOf, registerSecurityHeaders } from '../../server/http/security-headers.ts';
import { headBootScript } from '../../src/lib/head-boot.ts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function headersOfAPage({ production }: { production: boolean }) {
  app = Fastify();
  await registerSecurityHeaders(app, { production, inlineScripts: [headBootScript()] });
  app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>LUMEN</title>'));
  return (await app.inject('/')).headers;
}

/** A Content-Security-Policy header as directive → sources. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy', () => {
  it('allows scripts, styles, fonts, connections and workers from our own origin only: no third party, and no inline code but the head script', async () => {
    const csp = policy((await headersOfAPage({ production: true }))['content-security-policy']);
    const headScript = `'sha256-${createHash('sha256').update(headBootScript()).digest('base64')}'`;

    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", headScript],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('is the same policy in development, so what works locally works in production', async () => {
    const development = (await headersOfAPage({ production: false }))['content-security-policy'];
    await app!.close();
    expect(development).toBe((await headersOfAPage({ production: true }))['content-security-policy']);
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' anywhere", async () => {
    expect((await headersOfAPage({ production: true }))['content-security-policy']).not.toMatch(/unsafe-/);
  });
});

describe('Content-Security-Policy of the API reference page (/api/docs)', () => {
  const csp = policy(API_REFERENCE_CONTENT_SECURITY_POLICY);

  it('still runs no inline or foreign script, and may not be framed', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows inline styles (the reference sets them at run time) and nothing from another origin', () => {
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    const sources = Object.values(csp).flat();
    expect(sources.filter((source) => !["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:'].includes(source))).toEqual([]);
  });

  it('differs from the app policy only in its style sources and in allowing no inline script', async () => {
    const app = policy((await headersOfAPage({ production: true }))['content-security-policy']);
    expect(Object.keys(csp).sort()).toEqual(Object.keys(app).sort());
    for (const name of Object.keys(app).filter((directive) => directive !== 'style-src' && directive !== 'script-src'))
      expect(csp[name]).toEqual(app[name]);
  });
});

describe('HTTPS', () => {
  it('in production, tells browsers to use HTTPS for a year, subdomains included', async () => {
    expect((await headersOfAPage({ production: true }))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('in development (plain http://localhost), sends no HSTS that would lock the browser out', async () => {
    expect(await headersOfAPage({ production: false })).not.toHaveProperty('strict-transport-security');
  });
});

describe('other protections', () => {
  it('forbids MIME sniffing and framing, and sends only the origin to other sites', async () => {
    const headers = await headersOfAPage({ production: true });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('inlineScriptsOf (what the policy allows by hash)', () => {
  it('finds the page’s inline scripts, leaving out scripts with a src and JSON data', () => {
    const page = `<!doctype html><html><head>
      <script>(function(){document.documentElement.dataset.x='1'})();</script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <script type="application/json" id="state">{"a":1}</script>
      </head><body><script></script></body></html>`;
    expect(inlineScriptsOf(page)).toEqual([`(function(){document.documentElement.dataset.x='1'})();`]);
  });
});
