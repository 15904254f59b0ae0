// Link-preview images (DECISIONS "Sharing and the web"): social sites show PNG, not SVG, so
// each date gets a 1200×630 PNG card with the devotion's title, verse reference and hero
// illustration. satori lays the card out as SVG (text as paths, from the bundled Lora font)
// and resvg rasterises it. Nothing is fetched over the network: fonts come from
// @fontsource/lora and the illustration from public/images/hero/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import type { Font } from 'satori';
import { HERO_DIR } from '../../db/files.ts';
import { HERO_URL_PREFIX } from '../../src/shared/schemas/content-files.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../src/shared/constants.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_CONTENT_TYPE = 'image/png';

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
    (['latin', 'latin-ext'] as const).map((subset) => ({
      name: FONT_FAMILY,
      data: fontFile(weight, subset),
      weight,
      style: 'normal' as const,
    })),
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
          {
            display: 'block',
            fontSize,
            fontWeight: 700,
            lineHeight: 1.15,
            color: COLOURS.title,
            lineClamp: TITLE_MAX_LINES,
            textOverflow: 'ellipsis',
          },
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
  return h('div', { display: 'flex', width: '100%', height: '100%', backgroundColor: COLOURS.background, fontFamily: FONT_FAMILY }, [
    text,
    image,
  ]);
}

export interface RenderResult {
  png: Buffer;
  milliseconds: number;
}

/** Renders one card. Called in a worker thread (preview-image-worker.mjs), never on the server's event loop. */
export async function renderPreviewImage(card: PreviewCard): Promise<RenderResult> {
  const started = performance.now();
  // Loaded with the first card rather than at start-up: satori takes about half a second to
  // import, and a server that is never asked for a preview should not wait for it.
  const { default: satori } = await import('satori');
  const svg = await satori(cardLayout(card), { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: loadFonts() });
  // Rasterised on this (worker) thread rather than on libuv's pool, which the whole process
  // shares and which runs at the event loop's priority.
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH }, font: { loadSystemFonts: false } }).render();
  return { png: rendered.asPng(), milliseconds: performance.now() - started };
}
