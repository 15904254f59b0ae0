// npm run content:check — validates every content file (DECISIONS "Content is real, shipped,
// and verifiable"), applies the writing rules of the writers' guide, writes the passage ledger
// and lists the programme dates that still have no devotion.
//   -- --weeks                      print every programme week: dates, season, feasts, theme
//   -- --from 2025-02-01 --to …     also hold the dates in that range to every variety rule
//   -- --james                      print the James study's own figures (it is always checked)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent, missingProgrammeDates } from '../db/import/build-content.ts';
import { CONTENT_DIR, formatProblem, readContentFiles } from '../db/import/content-files.ts';
import { readStrongsDictionary } from '../db/import/strongs-dictionary.ts';
import { checkHeroImages } from '../db/import/hero-images.ts';
import { buildPassageLedger, renderPassageLedger } from '../db/import/passage-ledger.ts';
import { checkVariety, checkWritingRules, devotionPiece, formatFigures, jamesPiece, programmeFigures } from '../db/import/writing-rules.ts';
import { churchYearPlace, feastOf, PROGRAMME_WEEKS, programmeWeekOf, programmeWeekStart } from '../src/shared/church-year.ts';
import { addDaysIso, PROGRAMME_END } from '../src/shared/dates.ts';

const { values: options } = parseArgs({
  options: { weeks: { type: 'boolean' }, from: { type: 'string' }, to: { type: 'string' }, james: { type: 'boolean' } },
});
const files = readContentFiles();

if (options.weeks) {
  const themes = new Map(files.themes.map((theme) => [theme.week, theme]));
  for (let week = 1; week <= PROGRAMME_WEEKS; week++) {
    const dates: string[] = [];
    for (let date = programmeWeekStart(week); date <= PROGRAMME_END && programmeWeekOf(date) === week; date = addDaysIso(date, 1))
      dates.push(date);
    const seasons = [...new Set(dates.map((date) => churchYearPlace(date).season))].join('/');
    const feasts = dates.flatMap((date) => (feastOf(date) ? [`${feastOf(date)} (${date})`] : []));
    console.log(
      `week ${week}: ${dates[0]} to ${dates.at(-1)} · ${seasons}${feasts.length ? ` · ${feasts.join(', ')}` : ''} · "${themes.get(week)?.theme ?? 'no theme'}"`,
    );
  }
  process.exit(0);
}

const built = buildContent(files, readStrongsDictionary());
const ledger = buildPassageLedger(files);
const pieces = [...files.devotions.map(devotionPiece), ...files.jamesDays.map(jamesPiece)];
const problems = [...built.problems, ...checkHeroImages(files.images), ...ledger.problems, ...checkWritingRules(pieces)];
const devotionPieces = pieces.filter((piece) => piece.date !== null);
const jamesPieces = pieces.filter((piece) => piece.date === null);
const figureTables = [formatFigures(`The programme's ${devotionPieces.length} devotions`, programmeFigures(devotionPieces))];
if (options.james)
  figureTables.push(
    formatFigures(
      'The James study',
      programmeFigures(jamesPieces, { languages: false, scale: jamesPieces.length / devotionPieces.length }),
    ),
  );
if (options.from || options.to) {
  const from = options.from ?? '0000-00-00';
  const to = options.to ?? '9999-99-99';
  const inRange = devotionPieces.filter((piece) => piece.date! >= from && piece.date! <= to);
  if (inRange.length > 0) {
    const scale = inRange.length / devotionPieces.length;
    figureTables.push(formatFigures(`${from} to ${to} (${inRange.length} devotions)`, programmeFigures(inRange, { scale })));
    problems.push(...checkVariety(inRange, `${from} to ${to}`, { languages: true }));
  }
}
writeFileSync(join(CONTENT_DIR, 'passages.md'), renderPassageLedger(ledger.entries));

console.log(
  `Checked ${files.devotions.length} devotions, ${files.jamesDays.length} James study days, ${files.themes.length} weekly themes, ${files.images?.hero.length ?? 0} hero images. Passage ledger: db/content/passages.md.`,
);

console.log(`\n${figureTables.join('\n\n')}`);

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
    if (date !== addDaysIso(previous, 1)) {
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
