// Spec 3 "Strong's entry" and its search result items.
import { z } from 'zod';
import { searchQuerySchema } from './devotion.ts';

/** The one Strong's number rule: G (Greek) or H (Hebrew) and a number of up to five digits. */
const STRONGS_NUMBER_DIGITS = String.raw`[1-9]\d{0,4}`;
/** A number as the app writes it: "G2316", "H1". */
export const STRONGS_NUMBER = new RegExp(`^[GH]${STRONGS_NUMBER_DIGITS}$`);
/** A number as a reader may write it: either case, leading zeros ("h1", "G02316"). */
export const STRONGS_NUMBER_AS_WRITTEN = new RegExp(`^[GgHh]0*${STRONGS_NUMBER_DIGITS}$`);
/** Inside prose ("Compare G5368", "from H1961"): the letter and the number, leading zeros apart. */
export const STRONGS_NUMBER_IN_TEXT = new RegExp(String.raw`\b([GH])0*(${STRONGS_NUMBER_DIGITS})\b`, 'g');

/** "G02316", "h1" → "G2316", "H1"; only for a value that matched STRONGS_NUMBER_AS_WRITTEN. */
export function normaliseStrongsNumber(value: string): string {
  return value[0]!.toUpperCase() + String(Number(value.slice(1)));
}

/** "G2316", "h1", "G02316" → "G2316". */
export const strongsNumberSchema = z
  .string({ error: "No Strong's number provided" })
  .trim()
  .min(1, { error: "No Strong's number provided" })
  .regex(STRONGS_NUMBER_AS_WRITTEN, {
    error: (issue) => `"${String(issue.input)}" is not a Strong's number: use G or H followed by digits, for example G2316 or H1`,
  })
  .transform(normaliseStrongsNumber);

export const strongsNumberInputSchema = z.object({ strongsNumber: strongsNumberSchema });
export const strongsSearchInputSchema = z.object({ query: searchQuerySchema });

const strongsLanguageSchema = z.enum(['greek', 'hebrew', 'aramaic']);

export const strongsEntrySchema = z.object({
  id: z.number().int().positive(),
  strongsNumber: z.string(),
  language: strongsLanguageSchema,
  originalWord: z.string(),
  transliteration: z.string(),
  pronunciation: z.string().nullable(),
  strongsDefinition: z.string(),
  kjvDefinition: z.string(),
  derivation: z.string().nullable(),
});
export type StrongsEntry = z.infer<typeof strongsEntrySchema>;

export const strongsSearchResultSchema = strongsEntrySchema.pick({
  id: true,
  strongsNumber: true,
  originalWord: true,
  transliteration: true,
  strongsDefinition: true,
});
export type StrongsSearchResult = z.infer<typeof strongsSearchResultSchema>;
