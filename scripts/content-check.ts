// npm run content:check — validates every content file (DECISIONS "Content is real, shipped,
// and verifiable") and lists the programme dates that still have no devotion.
import { buildContent, missingProgrammeDates } from '../db/import/build-content.ts';
import { formatProblem, readContentFiles } from '../db/import/content-files.ts';
import { readStrongsDictionary } from '../db/import/strongs-dictionary.ts';
import { checkHeroImages } from '../db/import/hero-images.ts';

const files = readContentFiles();
const built = buildContent(files, readStrongsDictionary());
const problems = [...built.problems, ...checkHeroImages(files.images)];

console.log(`Checked ${files.devotions.length} devotions, ${files.jamesDays.length} James study days, ${files.themes.length} weekly themes, ${files.images?.hero.length ?? 0} hero images.`);

if (built.warnings.length > 0) {
  console.log(`\n${built.warnings.length} warning(s):`);
  for (const warning of built.warnings) console.log(formatProblem(warning));
}

const missing = missingProgrammeDates(files.devotions);
if (missing.length > 0) {
  // Collapse consecutive dates into ranges so the list stays readable.
  const ranges: string[] = [];
  let start = missing[0]!;
  let previous = start;
  for (const date of [...missing.slice(1), '']) {
    const expected = new Date(Date.parse(`${previous}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (date !== expected) {
      ranges.push(start === previous ? start : `${start} to ${previous}`);
      start = date;
    }
    previous = date;
  }
  console.log(`\n${missing.length} programme date(s) still have no devotion: ${ranges.join(', ')}`);
}

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) to fix:`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exitCode = 1;
} else {
  console.log('\nEvery content file passes.');
}
