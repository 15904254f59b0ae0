// Share info (spec 3): what a link preview and the share dialog show for a date.
import type { Sql } from '../../db/client.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import type { ShareInfo } from '../../src/shared/schemas/devotion.ts';
import { getDevotionByDate } from './devotions.ts';
import type { HeroImages } from './hero-images.ts';

const DESCRIPTION_LENGTH = 200;

/** The opening of the devotion, cut at a word boundary. */
export function shareDescription(content: string): string {
  const firstParagraph = content
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  if (firstParagraph.length <= DESCRIPTION_LENGTH) return firstParagraph;
  const cut = firstParagraph.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export async function getShareInfo(sql: Sql, images: HeroImages, origin: string, date: IsoDate): Promise<ShareInfo | null> {
  const devotion = await getDevotionByDate(sql, images, date);
  if (!devotion) return null;
  return {
    title: devotion.title,
    description: shareDescription(devotion.content),
    url: `${origin}/share/${date}`,
    // A PNG card made for link previews (server/http/preview-image-route.ts): social sites show no SVG.
    image: `${origin}/api/share/${date}/image.png`,
    scholar: devotion.scholar,
    theme: devotion.weeklyTheme,
  };
}
