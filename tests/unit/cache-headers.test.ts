// DECISIONS "Scale": public content may be kept by browsers, CDNs and the service worker;
// anything about a reader is kept nowhere. The service worker keeps only responses marked
// `x-lumen-cache: public` (vite.config.ts, workbox `cacheableResponse`).
import { describe, expect, it } from 'vitest';
import { cacheHeaders, SERVICE_WORKER_CACHE_HEADER } from '../../server/http/cache.ts';

/** The directives of a Cache-Control value, as a map ("max-age" → "300", "public" → true). */
function directives(cacheControl: string | undefined): Record<string, string | true> {
  return Object.fromEntries(
    (cacheControl ?? '').split(',').map((part) => {
      const [name, value] = part.trim().split('=');
      return [name!.toLowerCase(), value ?? true];
    }),
  );
}

describe('cache headers of a private answer (anything about a reader)', () => {
  const headers = cacheHeaders('private');

  it('is never stored by a browser or a shared cache', () => {
    expect(directives(headers['cache-control'])).toEqual({ private: true, 'no-store': true });
  });

  it('is never marked for the service worker, so it cannot be shown to the next person on the device', () => {
    expect(headers).not.toHaveProperty(SERVICE_WORKER_CACHE_HEADER);
    expect(Object.values(headers).join(' ')).not.toMatch(/public/);
  });
});

describe('cache headers of public content (devotions, studies, dictionary)', () => {
  const headers = cacheHeaders('public');

  it('may be kept by browsers and CDNs for five minutes and served stale for a day while it is refreshed', () => {
    expect(directives(headers['cache-control'])).toEqual({ public: true, 'max-age': '300', 'stale-while-revalidate': '86400' });
  });

  it('is marked with the header the service worker looks for (x-lumen-cache: public)', () => {
    expect(SERVICE_WORKER_CACHE_HEADER).toBe('x-lumen-cache');
    expect(headers[SERVICE_WORKER_CACHE_HEADER]).toBe('public');
  });
});
