// Link-preview images (DECISIONS "Sharing and the web"): social sites show PNG, not SVG, so
// each date gets a 1200×630 PNG card with the devotion's title, verse reference and hero
// illustration. satori lays the card out as SVG (text as paths, from the bundled Lora font)
// and resvg rasterises it. Nothing is fetched over the network: fonts come from
// @fontsource/lora and the illustration from public/images/hero/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import type { Font } from 'satori';
import { HERO_DIR, HERO_URL_PREFIX } from '../../db/import/hero-images.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../src/shared/constants.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_CONTENT_TYPE = 'image/png';

const CACHE_ENTRIES = 200;
const TITLE_MAX_LINES = 3;
const IMAGE_WIDTH = 500;
const FONT_FAMILY = 'Lora';

// The dark theme's brand colours (src/styles/theme.css.ts): white on navy is about 11:1 and
// the gold accent about 7:1, so every line reads well even as a small thumbnail.
const COLOURS = { background: '#17304f', title: '#ffffff', accent: '#e8b86a', muted: '#d5dbe3' } as const;

export interface PreviewCard {
  /** The content date of the devotion shown (several dates can show one devotion). */
  contentDate: string;
  title: string;
  verseReference: string;
  /** The hero image's URL, under /images/hero/ (server/services/hero-images.ts). */
  heroImageUrl: string;
}

const require = createRequire(import.meta.url);

function fontFile(weight: 400 | 700, subset: 'latin' | 'latin-ext'): Buffer {
  return readFileSync(require.resolve(`@fontsource/lora/files/lora-${subset}-${weight}-normal.woff`));
}

let fonts: Font[] | null = null;
function loadFonts(): Font[] {
  fonts ??= ([400, 700] as const).flatMap((weight) =>
    (['latin', 'latin-ext'] as const).map((subset) => ({ name: FONT_FAMILY, data: fontFile(weight, subset), weight, style: 'normal' as const })),
  );
  return fonts;
}

const heroDataUrls = new Map<string, string>();
/** The hero SVG as a data: URL; only a file name under public/images/hero/ is ever read. */
function heroDataUrl(heroImageUrl: string): string {
  if (!heroImageUrl.startsWith(HERO_URL_PREFIX)) throw new Error(`Not a hero image: ${heroImageUrl}`);
  const file = basename(heroImageUrl.slice(HERO_URL_PREFIX.length));
  let url = heroDataUrls.get(file);
  if (!url) {
    url = `data:image/svg+xml;base64,${readFileSync(HERO_DIR + file).toString('base64')}`;
    heroDataUrls.set(file, url);
  }
  return url;
}

/** Shorter titles get larger type; anything past three lines ends in an ellipsis. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 64;
  if (title.length <= 56) return 54;
  return 46;
}

type Style = Record<string, string | number>;
function h(type: string, style: Style, children?: unknown, props: Record<string, unknown> = {}): ReactNode {
  return { type, key: null, props: { ...props, style, children } } as unknown as ReactNode;
}

function cardLayout(card: PreviewCard): ReactNode {
  const fontSize = titleFontSize(card.title);
  const text = h(
    'div',
    // No height or width: the row stretches it to the card's height and the space left of the image.
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, minWidth: 0, padding: '56px 56px 56px 64px' },
    [
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h('div', { fontSize: 34, fontWeight: 700, letterSpacing: 8, color: COLOURS.accent }, PRODUCT_NAME),
        h('div', { fontSize: 24, color: COLOURS.muted, marginTop: 4 }, PRODUCT_TAGLINE),
      ]),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h(
          'div',
          { display: 'block', fontSize, fontWeight: 700, lineHeight: 1.15, color: COLOURS.title, lineClamp: TITLE_MAX_LINES, textOverflow: 'ellipsis' },
          card.title,
        ),
        h('div', { width: 96, height: 4, backgroundColor: COLOURS.accent, marginTop: 32, marginBottom: 24 }),
        h('div', { fontSize: 34, color: COLOURS.accent }, card.verseReference),
      ]),
    ],
  );
  const image = h('img', { width: IMAGE_WIDTH, height: PREVIEW_HEIGHT, flexShrink: 0, objectFit: 'cover' }, undefined, {
    src: heroDataUrl(card.heroImageUrl),
    width: IMAGE_WIDTH,
    height: PREVIEW_HEIGHT,
  });
  return h('div', { display: 'flex', width: '100%', height: '100%', backgroundColor: COLOURS.background, fontFamily: FONT_FAMILY }, [text, image]);
}

export interface RenderResult {
  png: Buffer;
  milliseconds: number;
}

/** Renders one card: satori on this thread, rasterising on libuv's thread pool. */
export async function renderPreviewImage(card: PreviewCard): Promise<RenderResult> {
  const started = performance.now();
  // Loaded with the first card rather than at start-up: satori takes about half a second to
  // import, and a server that is never asked for a preview should not wait for it.
  const { default: satori } = await import('satori');
  const svg = await satori(cardLayout(card), { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: loadFonts() });
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH }, font: { loadSystemFonts: false } });
  return { png: rendered.asPng(), milliseconds: performance.now() - started };
}

/** A bounded least-recently-used map: a Map keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
  get size(): number {
    return this.entries.size;
  }
}

export interface PreviewImages {
  /** The card's PNG, rendered once per devotion and hero image and then kept in memory. */
  get(card: PreviewCard, onRendered?: (milliseconds: number) => void): Promise<Buffer>;
}

export function createPreviewImages(capacity = CACHE_ENTRIES): PreviewImages {
  const cache = new LruCache<string, Buffer>(capacity);
  const inFlight = new Map<string, Promise<Buffer>>();
  // Renders run one at a time, so a burst of new dates yields to other requests between
  // renders instead of stacking up CPU work on the event loop.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    get(card, onRendered) {
      // The title and reference are in the key too, so edited content is never shown stale.
      const key = JSON.stringify([card.contentDate, card.heroImageUrl, card.title, card.verseReference]);
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = queue
          .catch(() => undefined)
          .then(() => renderPreviewImage(card))
          .then(({ png, milliseconds }) => {
            cache.set(key, png);
            onRendered?.(milliseconds);
            return png;
          })
          .finally(() => inFlight.delete(key));
        queue = pending;
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
