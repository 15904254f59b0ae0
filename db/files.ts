// Where the content's files live on disk, for the importer and the running server alike.
import { fileURLToPath } from 'node:url';

/** public/images/hero/: the hero images, served under HERO_URL_PREFIX (src/shared/schemas/content-files.ts). */
export const HERO_DIR = fileURLToPath(new URL('../public/images/hero/', import.meta.url));
