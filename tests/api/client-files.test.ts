// How the built client's files are served (server/http/client.ts): hashed assets cached for a
// year with ETags, the service worker and manifest revalidated, source maps and the server's
// own build never served, client routes answered with the page and everything else with 404.
// A stand-in build in a temporary folder; mutation testing showed these rules unchecked, since
// the other API tests run without a client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const clientDir = mkdtempSync(join(tmpdir(), 'lumen-client-'));
const files: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><title>LUMEN</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js' },
    'src/app/routes/james-study-route.tsx': { file: 'assets/james-study-route-Ij90Kl12.js', imports: ['index.html'] },
  }),
  'assets/index-Ab12Cd34.js': 'console.log("the app");',
  'assets/index-Ab12Cd34.js.map': '{"version":3,"sources":["src/main.tsx"]}',
  'server/chunk-Ef56Gh78.js': 'export const secret = "the server build";',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"LUMEN"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
let app: FastifyInstance;

beforeAll(async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(clientDir, path, '..'), { recursive: true });
    writeFileSync(join(clientDir, path), text);
  }
  app = await createTestApp(context.db.sql, clientDir);
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves a hashed asset for a year, immutable, with an ETag that answers 304', async () => {
    const asset = await app.inject('/assets/index-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(files['assets/index-Ab12Cd34.js']);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.etag).toBeTruthy();
    const again = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'if-none-match': String(asset.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('has browsers revalidate %s, so an update reaches readers', async (path) => {
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps other public files a day', async () => {
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each(['/assets/index-Ab12Cd34.js.map', '/server/chunk-Ef56Gh78.js', '/server/', '/.vite/manifest.json'])(
    'never serves %s (source maps, the server build and the build manifest stay on the server)',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('the server build');
      expect(response.body).not.toContain('"sources"');
    },
  );

  it('answers a client route with the page, revalidated on every visit', async () => {
    const page = await app.inject('/about');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('lists the app’s modules for the head script, with the chunks a screen loads lazily after the first ones', async () => {
    const james = await app.inject('/james-study/2');
    expect(james.body).toContain(
      '<script type="application/json" id="lumen-app-modules">["/assets/index-Ab12Cd34.js","/assets/james-study-route-Ij90Kl12.js"]</script>',
    );
    // Requested after the first paint (decision 037), never linked for the browser to fetch at once.
    expect(james.body).not.toContain('<script type="module"');
    expect((await app.inject('/about')).body).not.toContain('james-study-route');
  });

  it('answers an unknown path with the page and 404, and an unknown POST with a JSON error that does not repeat it', async () => {
    const unknown = await app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    const post = await app.inject({ method: 'POST', url: '/no/such/page?x=1' });
    expect(post.statusCode).toBe(404);
    expect(restError(post)).toBe('There is nothing at this address.');
    expect(post.body).not.toContain('/no/such/page');
  });
});
