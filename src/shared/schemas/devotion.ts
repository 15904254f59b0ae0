// Spec 3 "Devotion", "Navigation info", "Share info": the shapes both tRPC and REST return.
import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../constants.ts';
import { imageSchema, isoDateSchema, titledTextSchema } from './common.ts';
import { devotionIdSchema } from './user-data.ts';

export const devotionDateInputSchema = z.object({ date: isoDateSchema });

export const navigationInputSchema = z.object({
  date: isoDateSchema,
  /** The reader's own today; the server accepts it within a day of its own clock. */
  today: isoDateSchema.optional(),
});

export const searchQuerySchema = z
  .string({ error: 'A search query is required' })
  .trim()
  .min(SEARCH_MIN_LENGTH, { error: `Search query too short: use at least ${SEARCH_MIN_LENGTH} characters` })
  .max(SEARCH_MAX_LENGTH, { error: `Search query too long: use at most ${SEARCH_MAX_LENGTH} characters` });

export const devotionSearchInputSchema = z.object({ query: searchQuerySchema });

export const scripturePassageSchema = z.object({ text: z.string(), reference: z.string(), context: z.string() });
export type ScripturePassage = z.infer<typeof scripturePassageSchema>;

export const wordStudySchema = z.object({
  word: z.string(),
  strongsNumber: z.string(),
  hebrewWord: z.string().nullable(),
  greekWord: z.string().nullable(),
  transliteration: z.string(),
  definition: z.string(),
  usage: z.string(),
});
export type WordStudy = z.infer<typeof wordStudySchema>;

export const devotionSchema = z.object({
  id: devotionIdSchema,
  /** The date the devotion is shown under (the requested one). */
  date: isoDateSchema,
  /** The programme date the content was written for; differs for perennial dates. */
  contentDate: isoDateSchema,
  title: z.string(),
  author: z.string(),
  verseText: z.string(),
  verseReference: z.string(),
  readOnUrl: z.string(),
  content: z.string(),
  reflection: z.string(),
  prayer: z.string(),
  journalingPrompts: z.array(z.string()),
  memoryVerse: scripturePassageSchema,
  citations: z.array(z.string()),
  scholar: z.string(),
  wordStudy: wordStudySchema,
  historicalContext: titledTextSchema,
  deeperStudy: titledTextSchema,
  relatedVerses: z.array(scripturePassageSchema),
  weeklyTheme: z.string().nullable(),
  weeklyThemeDescription: z.string().nullable(),
  dayOfWeek: z.number().int().min(1).max(7),
  heroImage: imageSchema,
  fallbackImage: imageSchema,
});
export type Devotion = z.infer<typeof devotionSchema>;

/** Spec 3: "another reading of the devotion, used by search and the header area". */
export const devotionSummarySchema = devotionSchema
  .pick({ id: true, title: true, date: true, verseReference: true, author: true, content: true })
  .extend({
    /** A few words of the body around the match, the matched words between ⟦ and ⟧. */
    snippet: z.string(),
  });
export type DevotionSummary = z.infer<typeof devotionSummarySchema>;

/**
 * Every programme devotion by id, in date order: what the library shows beside a bookmark, a
 * highlight or a note (which keep only the devotion's id), one public list kept offline.
 */
export const devotionIndexEntrySchema = devotionSchema.pick({ id: true, date: true, title: true, verseReference: true });
export type DevotionIndexEntry = z.infer<typeof devotionIndexEntrySchema>;

export const navigationSchema = z.object({ previous: isoDateSchema.nullable(), next: isoDateSchema.nullable() });
export type Navigation = z.infer<typeof navigationSchema>;

export const shareInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.string(),
  scholar: z.string(),
  theme: z.string().nullable(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;
