// Reads the authored content files of db/content and validates each against its schema.
// Every error names the file and the field, so a writer can fix it without reading code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { PROGRAMME_WEEKS } from '../../src/shared/church-year.ts';
import { isIsoDate } from '../../src/shared/dates.ts';
import { imagesFileSchema, type ImagesFile } from '../../src/shared/schemas/content-files.ts';
import { STRONGS_NUMBER } from '../../src/shared/schemas/strongs.ts';

export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`${problems.length} content problem(s):\n${problems.map(formatProblem).join('\n')}`);
  }
}

export function formatProblem(problem: ContentProblem): string {
  return `  ${problem.file}${problem.field ? ` › ${problem.field}` : ''}: ${problem.message}`;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const text = z.string({ error: 'is missing' }).trim().min(1, { error: 'is empty' });
const words = (min: number, max = Infinity) =>
  text.refine((value) => countWords(value) >= min && countWords(value) <= max, {
    error: (issue) => `has ${countWords(String(issue.input))} words; it needs ${max === Infinity ? `at least ${min}` : `${min}–${max}`}`,
  });
const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item, { error: 'is missing' })
    .min(min, { error: `needs ${min}–${max} items` })
    .max(max, { error: `needs ${min}–${max} items` });
const strongsNumber = z.string({ error: 'is missing' }).regex(STRONGS_NUMBER, { error: 'must look like G5479 or H7965' });
const titled = (minWords: number) => z.object({ title: text, content: words(minWords) }, { error: 'is missing' });

// A reflection may be one sentence to carry and a prayer one line, or a silence to keep
// (writers' guide, "Reflections" and "Prayers"): the floors only catch an empty section.
const bodySections = {
  content: words(250, 950),
  reflection: words(12),
  prayer: words(8),
};

const citationSchema = z.object({ author: text, work: text, passage: text });

export const devotionFileSchema = z
  .object({
    date: z.string({ error: 'is missing' }).refine(isIsoDate, { error: 'must be a calendar date written as yyyy-MM-dd' }),
    title: text,
    author: text,
    verse: text,
    memoryVerse: z.object({ reference: text, context: text }, { error: 'is missing' }),
    wordStudy: z.object({ word: text, strongs: strongsNumber, usage: text }, { error: 'is missing' }),
    historicalContext: titled(30),
    deeperStudy: titled(40),
    relatedVerses: list(z.object({ reference: text, context: text }), 2, 4),
    journalingPrompts: list(text, 3, 5),
    citations: list(citationSchema, 1, 4),
    ...bodySections,
  })
  .strict();
export type DevotionFile = z.infer<typeof devotionFileSchema>;

export const jamesDayFileSchema = z
  .object({
    day: z.number({ error: 'must be a number from 1 to 30' }).int().min(1).max(30),
    title: text,
    author: text,
    passage: text,
    weeklyTheme: text,
    memoryVerse: z.object({ reference: text, context: text }, { error: 'is missing' }),
    wordStudy: z.object({ word: text, strongs: strongsNumber, title: text, content: words(40) }, { error: 'is missing' }),
    deeperStudy: titled(60),
    historicalContext: titled(50),
    relatedVerses: list(text, 2, 4),
    journalingPrompts: list(text, 3, 5),
    citations: list(citationSchema, 1, 4),
    ...bodySections,
  })
  .strict();
export type JamesDayFile = z.infer<typeof jamesDayFileSchema>;

const themesFileSchema = z.array(
  z
    .object({
      week: z.number().int().min(1).max(PROGRAMME_WEEKS),
      theme: text,
      description: text,
      // The main passage of each day of the week, planned before it is written.
      passages: z.array(text, { error: 'is missing: list the main passage of each day' }),
    })
    .strict(),
);
export type ThemeFile = z.infer<typeof themesFileSchema>[number];

export { imagesFileSchema, type ImagesFile } from '../../src/shared/schemas/content-files.ts';

/** Splits "---\nyaml\n---\nbody" and the body's "## Reflection" and "## Prayer" sections. */
function splitMarkdown(source: string): { frontMatter: unknown; sections: Record<string, string> } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('must start with YAML front matter between two "---" lines');
  const frontMatter = parseYaml(match[1]!);
  const [content, ...rest] = match[2]!.split(/^## (Reflection|Prayer)\s*$/m);
  const sections: Record<string, string> = { content: content!.trim() };
  for (let i = 0; i < rest.length; i += 2) sections[rest[i]!.toLowerCase()] = rest[i + 1]!.trim();
  return { frontMatter, sections };
}

function issuesToProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({ file, field: issue.path.join('.'), message: issue.message }));
}

function parseFile<T>(root: string, path: string, schema: z.ZodType<T>, problems: ContentProblem[], markdown: boolean): T | null {
  const file = relative(root, path);
  try {
    const source = readFileSync(path, 'utf8');
    let value: unknown;
    if (markdown) {
      const { frontMatter, sections } = splitMarkdown(source);
      value = { ...(frontMatter as object), ...sections };
    } else {
      value = parseYaml(source);
    }
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    problems.push(...issuesToProblems(file, result.error));
  } catch (error) {
    problems.push({ file, field: '', message: (error as Error).message.split('\n')[0]! });
  }
  return null;
}

function listFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path, pattern));
    else if (pattern.test(entry.name)) found.push(path);
  }
  return found.sort();
}

export interface ContentFiles {
  devotions: (DevotionFile & { file: string })[];
  jamesDays: (JamesDayFile & { file: string })[];
  themes: ThemeFile[];
  images: ImagesFile | null;
  problems: ContentProblem[];
}

interface ContentPaths {
  devotions: string[];
  james: string[];
  /** Every file the content is read from, in reading order. */
  all: string[];
}

/** Where the content is, without reading it: enough to tell whether it has changed. */
export function contentFilePaths(root: string = CONTENT_DIR): ContentPaths {
  const devotions = listFiles(join(root, 'devotions'), /^\d{4}-\d{2}-\d{2}\.md$/);
  const james = listFiles(join(root, 'james'), /^day-\d{2}\.md$/);
  return { devotions, james, all: [...devotions, ...james, join(root, 'themes.yaml'), join(root, 'images.yaml')] };
}

export function readContentFiles(root: string = CONTENT_DIR): ContentFiles {
  const problems: ContentProblem[] = [];
  const { devotions: devotionPaths, james: jamesPaths } = contentFilePaths(root);

  const devotions = devotionPaths.flatMap((path) => {
    const parsed = parseFile(root, path, devotionFileSchema, problems, true);
    if (!parsed) return [];
    const file = relative(root, path);
    if (!path.endsWith(`${parsed.date}.md`)) {
      problems.push({ file, field: 'date', message: `is ${parsed.date} but the file name says otherwise` });
    }
    return [{ ...parsed, file }];
  });
  const jamesDays = jamesPaths.flatMap((path) => {
    const parsed = parseFile(root, path, jamesDayFileSchema, problems, true);
    if (!parsed) return [];
    const file = relative(root, path);
    if (!path.endsWith(`day-${String(parsed.day).padStart(2, '0')}.md`)) {
      problems.push({ file, field: 'day', message: `is ${parsed.day} but the file name says otherwise` });
    }
    return [{ ...parsed, file }];
  });
  const themes = parseFile(root, join(root, 'themes.yaml'), themesFileSchema, problems, false) ?? [];
  const images = parseFile(root, join(root, 'images.yaml'), imagesFileSchema, problems, false);

  return {
    devotions,
    jamesDays,
    themes,
    images,
    problems,
  };
}
