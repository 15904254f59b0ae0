// The passage ledger (writers' guide, "One passage, one day"): every main passage planned in
// themes.yaml or read by a devotion or James study day, so that no two overlap. The checker
// writes it to db/content/passages.md, where writers look before they choose.
import { programmeWeekOf, programmeWeekStart } from '../../src/shared/church-year.ts';
import { addDaysIso, PROGRAMME_END, type IsoDate } from '../../src/shared/dates.ts';
import type { ContentFiles, ContentProblem } from './content-files.ts';
import { canonicalIndex, verseKeys } from './scripture.ts';

export interface LedgerEntry {
  passage: string;
  /** Where it is planned or read: "week 12", "james/day-03.md". */
  owner: string;
  /** The devotion that reads it, once written. */
  date: IsoDate | null;
  title: string | null;
  strongs: string | null;
}

/** Days of a programme week that fall inside the programme (4 for week 1, 3 for week 79). */
function daysInWeek(week: number): number {
  const start = programmeWeekStart(week);
  let count = 0;
  for (let date = start; date <= PROGRAMME_END && programmeWeekOf(date) === week; date = addDaysIso(date, 1)) count++;
  return count;
}

export function buildPassageLedger(content: ContentFiles): { entries: LedgerEntry[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const entries: LedgerEntry[] = [];
  const plannedBy = new Map<number, string[]>(content.themes.map((theme) => [theme.week, theme.passages]));

  for (const theme of content.themes) {
    const days = daysInWeek(theme.week);
    if (theme.passages.length !== days) {
      problems.push({
        file: 'themes.yaml',
        field: `week ${theme.week}.passages`,
        message: `plans ${theme.passages.length} passage(s) for the week's ${days} day(s); name one main passage per day`,
      });
    }
    for (const passage of theme.passages) entries.push({ passage, owner: `week ${theme.week}`, date: null, title: null, strongs: null });
  }
  for (const devotion of content.devotions) {
    const week = programmeWeekOf(devotion.date);
    const entry = entries.find(
      (candidate) => candidate.owner === `week ${week}` && candidate.passage === devotion.verse && candidate.date === null,
    );
    if (!plannedBy.has(week)) continue; // reported as a missing week
    if (!entry) {
      problems.push({
        file: devotion.file,
        field: 'verse',
        message: `"${devotion.verse}" is not among the passages week ${week} plans in themes.yaml; plan it there first`,
      });
      entries.push({
        passage: devotion.verse,
        owner: devotion.file,
        date: devotion.date,
        title: devotion.title,
        strongs: devotion.wordStudy.strongs,
      });
    } else {
      Object.assign(entry, { date: devotion.date, title: devotion.title, strongs: devotion.wordStudy.strongs });
    }
  }
  for (const day of content.jamesDays) {
    entries.push({ passage: day.passage, owner: day.file, date: null, title: day.title, strongs: day.wordStudy.strongs });
  }

  // No verse may belong to two entries: a passage is read once in the whole programme.
  const holder = new Map<string, LedgerEntry>();
  const reported = new Set<string>();
  for (const entry of entries) {
    let keys: string[];
    try {
      keys = verseKeys(entry.passage);
    } catch {
      problems.push({
        file: entry.owner.startsWith('week') ? 'themes.yaml' : entry.owner,
        field: entry.owner,
        message: `passage "${entry.passage}" does not resolve`,
      });
      continue;
    }
    for (const key of keys) {
      const first = holder.get(key);
      if (!first) {
        holder.set(key, entry);
        continue;
      }
      const pair = `${first.passage}|${entry.passage}`;
      if (first !== entry && !reported.has(pair)) {
        reported.add(pair);
        const where = (item: LedgerEntry) => `${item.owner}${item.date ? ` (${item.date})` : ''}`;
        problems.push({
          file: entry.date
            ? `devotions/${entry.date.slice(0, 4)}/${entry.date}.md`
            : entry.owner.startsWith('week')
              ? 'themes.yaml'
              : entry.owner,
          field: 'passage',
          message: `"${entry.passage}" (${where(entry)}) overlaps "${first.passage}" (${where(first)}) at ${key}; every main passage is read once`,
        });
      }
    }
  }
  return { entries, problems };
}

function sortKey(entry: LedgerEntry): number {
  try {
    return canonicalIndex(verseKeys(entry.passage)[0]!);
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}

/** The ledger as Markdown, in canonical order, with the Strong's numbers already used. */
export function renderPassageLedger(entries: LedgerEntry[]): string {
  const rows = [...entries].sort((a, b) => sortKey(a) - sortKey(b));
  const lines = [
    '# Passage ledger',
    '',
    'Written by `npm run content:check`; do not edit. Every main passage planned in `themes.yaml` or',
    'read by a devotion or James study day, in Bible order. Choose a passage that overlaps none of these.',
    '',
    "| passage | where | date | title | Strong's |",
    '|---|---|---|---|---|',
    ...rows.map(
      (entry) => `| ${entry.passage} | ${entry.owner} | ${entry.date ?? 'planned'} | ${entry.title ?? ''} | ${entry.strongs ?? ''} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
