// What the link-preview card looks like (server/services/preview-image.ts): a thumbnail on a
// social site must read at a glance, so the test looks at the rendered pixels. The PNG is
// decoded by drawing it into an SVG with resvg (the renderer the card uses), which hands back
// its RGBA pixels.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreviewImage, titleFontSize, type PreviewCard } from '../../server/services/preview-image.ts';

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x17, 0x30, 0x4f];
const GOLD: Rgb = [0xe8, 0xb8, 0x6a];
const MUTED: Rgb = [0xd5, 0xdb, 0xe3];
const WHITE: Rgb = [0xff, 0xff, 0xff];
/** The illustration's width on the right of the card. */
const IMAGE_LEFT = PREVIEW_WIDTH - 500;

interface Pixels {
  at(x: number, y: number): Rgb;
}

function decode(png: Buffer): Pixels {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><image href="data:image/png;base64,${png.toString('base64')}" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"/></svg>`;
  const { pixels, width } = new Resvg(svg).render();
  return { at: (x, y) => [pixels[(y * width + x) * 4]!, pixels[(y * width + x) * 4 + 1]!, pixels[(y * width + x) * 4 + 2]!] };
}

const near = (a: Rgb, b: Rgb, tolerance = 14) => a.every((value, index) => Math.abs(value - b[index]!) <= tolerance);

/** The points of a region (a step of `step` pixels each way) whose colour is near `colour`. */
function where(pixels: Pixels, colour: Rgb, region: { x: [number, number]; y: [number, number] }, step = 2): { x: number; y: number }[] {
  const found = [];
  for (let y = region.y[0]; y < region.y[1]; y += step)
    for (let x = region.x[0]; x < region.x[1]; x += step) if (near(pixels.at(x, y), colour)) found.push({ x, y });
  return found;
}

const TEXT_SIDE = { x: [0, IMAGE_LEFT] as [number, number], y: [0, PREVIEW_HEIGHT] as [number, number] };
const IMAGE_SIDE = { x: [IMAGE_LEFT, PREVIEW_WIDTH] as [number, number], y: [0, PREVIEW_HEIGHT] as [number, number] };
const share = (points: unknown[], region: typeof TEXT_SIDE) =>
  points.length / (((region.x[1] - region.x[0]) / 2) * ((region.y[1] - region.y[0]) / 2));
const rows = (points: { y: number }[]) => ({
  top: Math.min(...points.map((point) => point.y)),
  bottom: Math.max(...points.map((point) => point.y)),
});

const card: PreviewCard = {
  contentDate: '2025-01-05',
  title: 'Grace Upon Grace',
  verseReference: 'John 1:16',
  heroImageUrl: '/images/hero/02-sunrise-over-the-lake.svg',
};

describe('the link-preview card', () => {
  it('is navy with the illustration filling its right side', async () => {
    const pixels = decode((await renderPreviewImage(card)).png);
    expect(share(where(pixels, NAVY, TEXT_SIDE), TEXT_SIDE)).toBeGreaterThan(0.85);
    expect(share(where(pixels, NAVY, IMAGE_SIDE), IMAGE_SIDE)).toBeLessThan(0.05);
  });

  it('sets the name in gold and the tagline in grey at the top left, inside its margins', async () => {
    const pixels = decode((await renderPreviewImage(card)).png);
    const top = { x: [0, IMAGE_LEFT] as [number, number], y: [0, 140] as [number, number] };
    const name = where(pixels, GOLD, top, 1);
    expect(Math.min(...name.map((point) => point.x))).toBeGreaterThanOrEqual(64);
    expect(Math.min(...name.map((point) => point.x))).toBeLessThan(72);
    expect(rows(name).top).toBeGreaterThanOrEqual(56);
    expect(rows(name).top).toBeLessThan(72);
    const tagline = where(pixels, MUTED, top, 1);
    expect(tagline.length).toBeGreaterThan(100);
    expect(rows(tagline).top).toBeGreaterThan(rows(name).bottom);
  });

  it('sets the title in white, then a short gold rule, then the verse reference in gold near the foot', async () => {
    const pixels = decode((await renderPreviewImage(card)).png);
    const title = where(pixels, WHITE, TEXT_SIDE, 1);
    expect(title.length).toBeGreaterThan(500);
    // The rule: about four rows of a 96 px run of gold, below the title.
    const ruleRows = [];
    for (let y = rows(title).bottom; y < PREVIEW_HEIGHT; y++) {
      const run = where(pixels, GOLD, { x: [64, 64 + 96], y: [y, y + 1] }, 1).length;
      if (run >= 94) ruleRows.push(y);
    }
    expect(ruleRows.length).toBeGreaterThanOrEqual(3);
    expect(ruleRows.length).toBeLessThanOrEqual(5);
    expect(where(pixels, GOLD, { x: [64 + 100, 64 + 140], y: [ruleRows[0]!, ruleRows.at(-1)! + 1] }, 1)).toEqual([]);
    const reference = where(pixels, GOLD, { x: [0, IMAGE_LEFT], y: [ruleRows.at(-1)! + 4, PREVIEW_HEIGHT] }, 1);
    expect(reference.length).toBeGreaterThan(100);
    expect(rows(reference).bottom).toBeLessThanOrEqual(PREVIEW_HEIGHT - 56);
    expect(rows(reference).bottom).toBeGreaterThan(PREVIEW_HEIGHT - 56 - 30);
  });

  it('cuts a title past three lines', async () => {
    const long = 'A Very Long Title That Goes On and On About the Mercies of God Which Are New Every Single Morning Without Fail or Pause';
    const pixels = decode((await renderPreviewImage({ ...card, title: long })).png);
    const title = rows(where(pixels, WHITE, TEXT_SIDE, 1));
    const lineHeight = titleFontSize(long) * 1.15;
    expect(title.bottom - title.top).toBeLessThan(3 * lineHeight);
    expect(title.bottom - title.top).toBeGreaterThan(2 * lineHeight);
  });
});

describe('titleFontSize', () => {
  it('gives shorter titles larger type', () => {
    expect(titleFontSize('x'.repeat(28))).toBe(64);
    expect(titleFontSize('x'.repeat(29))).toBe(54);
    expect(titleFontSize('x'.repeat(56))).toBe(54);
    expect(titleFontSize('x'.repeat(57))).toBe(46);
  });
});
