import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreviewImages, LruCache, type PreviewCard } from '../../server/services/preview-image.ts';
import { insertDevotion } from '../factories/content.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { createTestApp, TEST_ORIGIN, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which follows the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('GET /api/share/{date}/image.png', () => {
  it('answers a 1200×630 PNG that browsers and the service worker may keep for a day', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Seeing No One After the Flesh', verse_reference: '2 Corinthians 5:16-17' });

    const response = await context.app.inject('/api/share/2025-01-05/image.png');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-lumen-cache']).toBe('public');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('renders a long title too (wrapped and cut with an ellipsis)', async () => {
    const title = 'A Very Long Title That Goes On and On About the Mercies of God Which Are New Every Single Morning Without Fail';
    await insertDevotion(context.db.sql, { date: '2025-01-06', title });
    const response = await context.app.inject('/api/share/2025-01-06/image.png');
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it.each(['2025-13-40', 'yesterday', '2025-02-29'])('answers 400 with a message for the malformed date %s', async (date) => {
    const response = await context.app.inject(`/api/share/${date}/image.png`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(restError(response)).toBe(`date: "${date}" is not a calendar date written as yyyy-MM-dd, for example 2025-01-05`);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 404 with a message when no devotion exists for the date', async () => {
    const response = await context.app.inject('/api/share/2025-03-10/image.png');
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe('No devotion is available for 2025-03-10.');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is matched before the /api/* catch-all, which still answers other paths under a share', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    expect((await context.app.inject('/api/share/2025-01-05/image.png')).statusCode).toBe(200);
    const other = await context.app.inject('/api/share/2025-01-05/image.jpg');
    expect(other.statusCode).toBe(404);
    expect(restError(other)).toBe('There is no API route GET /api/share/2025-01-05/image.jpg');
  });
});

describe('the share info and link-preview tags name the PNG', () => {
  it('GET /api/share/{date} gives the absolute URL of the PNG', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const response = await context.app.inject('/api/share/2025-01-05');
    expect(restOutput('share.byDate', response).image).toBe(`${TEST_ORIGIN}/api/share/2025-01-05/image.png`);
  });

  describe('the HTML of /devotion/{date}', () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'lumen-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>LUMEN</title></head><body><div id="root"></div></body></html>');
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

    it('carries og:image with the PNG URL, its size, type and alt text', async () => {
      await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Seeing No One After the Flesh' });
      const app = await createTestApp(context.db.sql, clientDir);
      try {
        const html = (await app.inject('/devotion/2025-01-05')).body;
        expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/api/share/2025-01-05/image.png" />`);
        expect(html).toContain(`<meta name="twitter:image" content="${TEST_ORIGIN}/api/share/2025-01-05/image.png" />`);
        expect(html).toContain('<meta property="og:image:width" content="1200" />');
        expect(html).toContain('<meta property="og:image:height" content="630" />');
        expect(html).toContain('<meta property="og:image:type" content="image/png" />');
        expect(html).toMatch(/<meta property="og:image:alt" content="&#34;Seeing No One After the Flesh&#34;: the LUMEN Daily Bible Devotional card/);
      } finally {
        await app.close();
      }
    });
  });
});

describe('the preview image cache', () => {
  const card: PreviewCard = { contentDate: '2025-01-05', title: 'Cached Once', verseReference: 'John 1:14', heroImageUrl: '/images/hero/01-dawn-over-hills.svg' };

  it('renders a card once, even when asked for it twice at the same time', async () => {
    const images = createPreviewImages();
    const renders: number[] = [];
    const [first, second] = await Promise.all([images.get(card, (ms) => renders.push(ms)), images.get(card, (ms) => renders.push(ms))]);
    const third = await images.get(card, (ms) => renders.push(ms));
    expect(renders).toHaveLength(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    // Printed so that the cost of one render can be watched over time.
    console.info(`One 1200×630 preview image rendered in ${Math.round(renders[0]!)} ms`);
  });

  it('renders again for another hero image of the same devotion', async () => {
    const images = createPreviewImages();
    let renders = 0;
    await images.get(card, () => renders++);
    await images.get({ ...card, heroImageUrl: '/images/hero/02-sunrise-over-the-lake.svg' }, () => renders++);
    expect(renders).toBe(2);
  });

  it('refuses a hero image outside public/images/hero/', async () => {
    await expect(createPreviewImages().get({ ...card, heroImageUrl: '/etc/passwd' })).rejects.toThrow('Not a hero image');
  });

  it('keeps at most its capacity, dropping the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // now b is the oldest
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
