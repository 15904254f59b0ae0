// The hero images metadata (db/content/images.yaml) and the files it names in public/.
import { existsSync, statSync } from 'node:fs';
import { HERO_DIR } from '../files.ts';
import type { ContentProblem, ImagesFile } from './content-files.ts';

const TOTAL_BUDGET_BYTES = 400 * 1024;

export function checkHeroImages(images: ImagesFile | null): ContentProblem[] {
  if (!images) return [];
  const problems: ContentProblem[] = [];
  let total = 0;
  for (const [index, image] of [...images.hero, images.fallback].entries()) {
    const field = index < images.hero.length ? `hero.${index}.file` : 'fallback.file';
    const path = HERO_DIR + image.file;
    if (!existsSync(path)) problems.push({ file: 'images.yaml', field, message: `public/images/hero/${image.file} does not exist` });
    else total += statSync(path).size;
  }
  if (images.fallback.alt !== 'People reading and studying together') {
    problems.push({ file: 'images.yaml', field: 'fallback.alt', message: 'must be "People reading and studying together" (spec 2)' });
  }
  if (total > TOTAL_BUDGET_BYTES) {
    problems.push({
      file: 'images.yaml',
      field: 'hero',
      message: `the images weigh ${Math.round(total / 1024)} KB together; keep them under 400 KB`,
    });
  }
  return problems;
}
