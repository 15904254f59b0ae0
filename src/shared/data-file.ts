// The export file (spec 3 "Data export file", with the journal and plan progress added by
// DECISIONS) and the reading of one back. A file is read entry by entry with the same schemas as
// every other read of a reader's data: an entry out of bounds (a time in year 0000, an answer too
// long, a list too long) is reported with its line and skipped, and never stored.
import { z } from 'zod';
import { STORAGE_PREFIX } from './constants.ts';
import { toIsoDate } from './dates.ts';
import { KEPT_LIST_IDS, KEPT_LISTS, type KeptListId } from './kept-data.ts';
import { KEPT_ITEM_SCHEMAS, type DataExport, type KeptItem } from './schemas/user-data.ts';

export type KeptLists = { [Id in KeptListId]: KeptItem<Id>[] };

export interface FileProblem {
  /** The line of the file the entry starts on (1 for the file as a whole). */
  line: number;
  message: string;
}

export type ReadDataFile = { ok: true; lists: KeptLists; problems: FileProblem[] } | { ok: false; message: string };

/** Spec 9: the product prefix, "data-export-" and the date, .json. */
export function exportFileName(now: Date): string {
  return `${STORAGE_PREFIX}data-export-${toIsoDate(now)}.json`;
}

/** The file for `lists`, items as they are (each was checked when it was read). */
export function buildDataFile(lists: KeptLists, now: Date): DataExport {
  return {
    timestamp: now.toISOString(),
    version: '1.0',
    bookmarks: lists.bookmarks,
    highlights: lists.highlights,
    journal: lists.journal,
    planProgress: [...new Set(lists.planProgress)].sort(),
    memoryCards: lists.memoryCards,
  };
}

const NOT_AN_EXPORT = 'That file is not a LUMEN data export';
const headerSchema = z.object({ version: z.literal('1.0', { error: 'version must be "1.0"' }) });

/**
 * The line each entry of the file's top-level lists starts on: { highlights: [12, 21, …] }.
 * Only called on text JSON.parse accepted, so a small scan suffices.
 */
export function entryLines(text: string): Record<string, number[]> {
  const lines: Record<string, number[]> = {};
  let line = 1;
  let depth = 0;
  let lastString: string | null = null;
  let field: string | null = null;
  let entries: number[] | null = null;
  let awaitingEntry = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\n') {
      line += 1;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') continue;
    if (awaitingEntry && char !== ']') {
      entries!.push(line);
      awaitingEntry = false;
    }
    if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      // A string cannot hold a raw line break in JSON, so the line count stays right.
      if (depth === 1) lastString = JSON.parse(text.slice(index, end + 1)) as string;
      index = end;
    } else if (char === ':' && depth === 1) {
      field = lastString;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth === 2 && char === '[' && field !== null) {
        entries = lines[field] = [];
        awaitingEntry = true;
      }
    } else if (char === '}' || char === ']') {
      depth -= 1;
      awaitingEntry = false;
      if (depth < 2) entries = null;
    } else if (char === ',' && depth === 2 && entries) {
      awaitingEntry = true;
    }
  }
  return lines;
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not a valid entry';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** Reads an export file's text: its valid entries, and a line-numbered problem for each one skipped. */
export function readDataFile(text: string): ReadDataFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `${NOT_AN_EXPORT} (it is not JSON).` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: `${NOT_AN_EXPORT}.` };
  const header = headerSchema.safeParse(json);
  if (!header.success) return { ok: false, message: `${NOT_AN_EXPORT} (${describeIssue(header.error)}).` };

  const file = json as Record<string, unknown>;
  const lines = entryLines(text);
  const problems: FileProblem[] = [];
  const lists = {} as Record<KeptListId, unknown[]>;
  for (const id of KEPT_LIST_IDS) {
    const { fileField, maxItems } = KEPT_LISTS[id];
    const value = file[fileField];
    lists[id] = [];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      problems.push({ line: 1, message: `${fileField} is not a list, so none of it was read` });
      continue;
    }
    const fieldLines = lines[fileField] ?? [];
    value.forEach((entry: unknown, index) => {
      const line = fieldLines[index] ?? 1;
      if (index >= maxItems) {
        if (index === maxItems) problems.push({ line, message: `${fileField}: only the first ${maxItems} entries were read` });
        return;
      }
      const result = KEPT_ITEM_SCHEMAS[id].safeParse(entry);
      if (result.success) lists[id].push(result.data);
      else problems.push({ line, message: `${fileField} entry ${index + 1}: ${describeIssue(result.error)}` });
    });
  }
  return { ok: true, lists: lists as KeptLists, problems };
}
