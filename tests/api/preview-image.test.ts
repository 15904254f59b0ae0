import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadHeroImages } from '../../server/services/hero-images.ts';
import { addDaysIso } from '../../src/shared/dates.ts';
import type { PreviewCard } from '../../server/services/preview-image.ts';
import { createPreviewImages, LruCache } from '../../server/services/preview-image-queue.ts';
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
    await insertDevotion(context.db.sql, {
      date: '2025-01-05',
      title: 'Seeing No One After the Flesh',
      verse_reference: '2 Corinthians 5:16-17',
    });

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
    expect(restError(other)).toBe('There is no API route at this address.');
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
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>LUMEN</title></head><body><div id="root"></div></body></html>',
    );
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
        expect(html).toMatch(
          /<meta property="og:image:alt" content="&#34;Seeing No One After the Flesh&#34;: the LUMEN Daily Bible Devotional card/,
        );
      } finally {
        await app.close();
      }
    });
  });
});

describe('the preview image cache', () => {
  const card: PreviewCard = {
    contentDate: '2025-01-05',
    title: 'Cached Once',
    verseReference: 'John 1:14',
    heroImageUrl: '/images/hero/01-dawn-over-hills.svg',
  };
  // The real renderer, in its worker thread.
  const images = createPreviewImages();
  afterAll(() => images.close());

  it('renders a card once, even when asked for it twice at the same time', async () => {
    const renders: number[] = [];
    const onRendered = (ms: number) => renders.push(ms);
    const [first, second] = await Promise.all([images.get(card, { onRendered }), images.get(card, { onRendered })]);
    const third = await images.get(card, { onRendered });
    expect(renders).toHaveLength(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    // Printed so that the cost of one render can be watched over time.
    console.info(`One 1200×630 preview image rendered in ${Math.round(renders[0]!)} ms`);
  });

  it('renders in a worker thread: the event loop that answers readers stays free while a card is drawn', async () => {
    await images.get(card); // the worker has started and loaded the renderer
    const started = performance.now();
    const before = performance.eventLoopUtilization();
    await images.get({ ...card, title: 'Drawn Elsewhere' });
    const { active } = performance.eventLoopUtilization(before);
    const elapsed = performance.now() - started;
    // On the event loop, satori's layout alone kept it busy for well over half of the render.
    expect(active).toBeLessThan(Math.max(10, elapsed / 4));
  });

  it('renders again for another hero image of the same devotion', async () => {
    let renders = 0;
    await images.get(card, { onRendered: () => renders++ });
    await images.get({ ...card, heroImageUrl: '/images/hero/02-sunrise-over-the-lake.svg' }, { onRendered: () => renders++ });
    expect(renders).toBe(1); // the first was kept from the test above
  });

  it('refuses a hero image outside public/images/hero/', async () => {
    await expect(images.get({ ...card, heroImageUrl: '/etc/passwd' })).rejects.toThrow('Not a hero image');
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

/** A renderer that records each card it is asked for and finishes only when let through. */
function heldRenderer() {
  const rendered: string[] = [];
  let release = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));
  return {
    rendered,
    render: async (card: PreviewCard) => {
      rendered.push(card.title);
      await released;
      return { png: Buffer.from(`a PNG of ${card.title}`), milliseconds: 1500 };
    },
    release: () => release(),
    hold: () => (released = new Promise<void>((resolve) => (release = resolve))),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 10_000) throw new Error(`Waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('rendering is bounded (issue 27 item 3)', () => {
  const renderer = heldRenderer();
  const images = createPreviewImages({ render: renderer.render, concurrency: 1, maxQueued: 2 });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(context.db.sql, undefined, {}, { previewImages: images });
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    renderer.rendered.length = 0;
    renderer.hold();
  });

  it('answers 503 with Retry-After when the render queue is full, and renders the rest in turn', async () => {
    const dates = ['2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08'];
    for (const [index, date] of dates.entries()) await insertDevotion(context.db.sql, { date, title: `Day ${index + 1}` });

    const first = dates.slice(0, 3).map((date) => app.inject(`/api/share/${date}/image.png`));
    await until(() => images.load().rendering === 1 && images.load().queued === 2, 'one render and two waiting');

    const refused = await app.inject('/api/share/2025-01-08/image.png');
    expect(refused.statusCode).toBe(503);
    // Three renders ahead, one at a time, at 1.2 s each while none has been timed yet.
    expect(refused.headers['retry-after']).toBe('4');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(restError(refused)).toBe('Preview images are busy. Please try again in 4 seconds.');

    renderer.release();
    expect((await Promise.all(first)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await app.inject('/api/share/2025-01-08/image.png')).statusCode).toBe(200);
    expect(renderer.rendered).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
  });

  it('renders nothing for a request closed while it waited', async () => {
    await insertDevotion(context.db.sql, { date: '2025-02-01', title: 'Rendered' });
    await insertDevotion(context.db.sql, { date: '2025-02-02', title: 'Abandoned' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const busy = app.inject('/api/share/2025-02-01/image.png');
    await until(() => images.load().rendering === 1, 'the first render');
    const abandoned = httpRequest({ host: '127.0.0.1', port, path: '/api/share/2025-02-02/image.png' });
    abandoned.on('error', () => {});
    abandoned.end();
    await until(() => images.load().queued === 1, 'the second request to wait');
    abandoned.destroy();
    await until(() => images.load().queued === 0, 'the closed request to leave the queue');

    renderer.release();
    expect((await busy).statusCode).toBe(200);
    expect(renderer.rendered).toEqual(['Rendered']);
  });

  it('renders what a card shows once: dates showing the same devotion and illustration share one image', async () => {
    // Two dates whose hash picks the same hero image (src/shared/hero-image.ts).
    const heroes = loadHeroImages();
    const first = '2025-03-01';
    const second = Array.from({ length: 200 }, (_, day) => addDaysIso(first, day + 1)).find(
      (date) => heroes.forDate(date).url === heroes.forDate(first).url,
    )!;
    const same = { title: 'Shown Twice', verse_reference: 'Psalm 23:1' };
    await insertDevotion(context.db.sql, { date: first, ...same });
    await insertDevotion(context.db.sql, { date: second, ...same });
    await insertDevotion(context.db.sql, { date: '2025-12-01', title: 'Shown Once' });
    renderer.release();

    const answers = await Promise.all([first, second, first, '2025-12-01'].map((date) => app.inject(`/api/share/${date}/image.png`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect((await app.inject(`/api/share/${second}/image.png`)).statusCode).toBe(200);
    expect(renderer.rendered.sort()).toEqual(['Shown Once', 'Shown Twice']);
  });
});
