// Spec 3 "Strong's entry" and its search result items.
import { z } from 'zod';
import { searchQuerySchema } from './devotion.ts';

/** "G2316", "h1", "G02316" → "G2316". */
export const strongsNumberSchema = z
  .string({ error: "No Strong's number provided" })
  .trim()
  .min(1, { error: "No Strong's number provided" })
  .regex(/^[GgHh]0*[1-9]\d{0,4}$/, {
    error: (issue) => `"${String(issue.input)}" is not a Strong's number: use G or H followed by digits, for example G2316 or H1`,
  })
  .transform((value) => value[0]!.toUpperCase() + String(Number(value.slice(1))));

export const strongsNumberInputSchema = z.object({ strongsNumber: strongsNumberSchema });
export const strongsSearchInputSchema = z.object({ query: searchQuerySchema });

export const strongsLanguageSchema = z.enum(['greek', 'hebrew', 'aramaic']);

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
