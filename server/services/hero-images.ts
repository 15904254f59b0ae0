// The hero image for a date (spec 3 "Stock images"), from db/content/images.yaml.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { HERO_URL_PREFIX, imagesFileSchema } from '../../src/shared/schemas/content-files.ts';
import type { IsoDate } from '../../src/shared/dates.ts';
import { heroImageIndex } from '../../src/shared/hero-image.ts';
import type { Image } from '../../src/shared/schemas/common.ts';

const IMAGES_FILE = fileURLToPath(new URL('../../db/content/images.yaml', import.meta.url));

export interface HeroImages {
  forDate(date: IsoDate): Image;
  fallback: Image;
}

export function loadHeroImages(path: string = IMAGES_FILE): HeroImages {
  const images = imagesFileSchema.parse(parseYaml(readFileSync(path, 'utf8')));
  const toImage = (entry: { file: string; alt: string; credit: string }): Image => ({
    url: HERO_URL_PREFIX + entry.file,
    alt: entry.alt,
    credit: entry.credit,
  });
  const hero = images.hero.map(toImage);
  return {
    forDate: (date) => hero[heroImageIndex(date, hero.length)]!,
    fallback: toImage(images.fallback),
  };
}
