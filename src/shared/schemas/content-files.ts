// The content file schemas the running server reads too (not only the importer): the hero
// images' metadata, db/content/images.yaml, which the server loads at start (server/services/
// hero-images.ts) and the importer checks against the files in public/ (db/import/hero-images.ts).
import { z } from 'zod';

const text = z.string({ error: 'is missing' }).trim().min(1, { error: 'is empty' });
const imageEntry = z.object({ file: text, alt: text, credit: text }).strict();

export const imagesFileSchema = z
  .object({ hero: z.array(imageEntry).length(20, { error: 'needs exactly 20 images' }), fallback: imageEntry })
  .strict();
export type ImagesFile = z.infer<typeof imagesFileSchema>;

/** Where the hero images are served (public/images/hero/). */
export const HERO_URL_PREFIX = '/images/hero/';
