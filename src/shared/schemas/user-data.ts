// What a reader keeps: bookmarks, highlights, journal answers, plan progress and (members)
// study notes; one schema per fact, shared by the device store (local storage), the server's
// procedures and the export file (spec 3, DECISIONS "Accounts, members and safety").
import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/** Spec 3: yellow, blue, green, pink, purple; an unknown colour is shown as yellow. */
export const HIGHLIGHT_COLOURS = ['yellow', 'blue', 'green', 'pink', 'purple'] as const;
export const highlightColourSchema = z.enum(HIGHLIGHT_COLOURS);
export type HighlightColour = z.infer<typeof highlightColourSchema>;

/** Limits that keep every stored list and text bounded (clear 4xx errors beyond them). */
export const USER_DATA_LIMITS = {
  highlightText: 2000,
  highlightContext: 64,
  noteContent: 10_000,
  journalAnswer: 10_000,
  journalAnswers: 10,
  listSize: 5000,
} as const;

export const devotionIdSchema = z.number({ error: 'devotionId must be a number' }).int().positive();

export const bookmarkSchema = z.object({
  devotionId: devotionIdSchema,
  /** The date the reader bookmarked it under, for a readable list. */
  date: isoDateSchema.optional(),
  createdAt: z.iso.datetime(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/**
 * A highlight is anchored by its quoted text and a little of the text around it (the W3C
 * TextQuoteSelector idea), so it survives re-rendering and small edits of the paragraph.
 */
export const highlightSchema = z.object({
  id: z.string().min(1).max(64),
  devotionId: devotionIdSchema,
  text: z.string().trim().min(1, { error: 'A highlight needs some text' }).max(USER_DATA_LIMITS.highlightText),
  prefix: z.string().max(USER_DATA_LIMITS.highlightContext),
  suffix: z.string().max(USER_DATA_LIMITS.highlightContext),
  // Written as a pipe so that the JSON Schema of the answer (io 'output') names the five colours.
  color: z
    .string()
    .transform((value) => (highlightColourSchema.safeParse(value).success ? value : 'yellow'))
    .pipe(highlightColourSchema),
  createdAt: z.iso.datetime(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const journalEntrySchema = z.object({
  date: isoDateSchema,
  answers: z.array(z.string().max(USER_DATA_LIMITS.journalAnswer)).max(USER_DATA_LIMITS.journalAnswers),
  updatedAt: z.iso.datetime(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Spec 3: completed plan items are keys "yyyy-MM-dd-item". */
export const PLAN_ITEMS = ['devotional', 'deeper-study', 'word-study', 'historical-context'] as const;
export const planItemSchema = z.enum(PLAN_ITEMS);
export type PlanItem = z.infer<typeof planItemSchema>;
export const planProgressKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}-(devotional|deeper-study|word-study|historical-context)$/, { error: 'A plan key is yyyy-MM-dd-item' });

/** One plan item marked complete or not (PUT /api/progress takes it and answers it). */
export const planProgressChangeSchema = z.object({
  key: planProgressKeySchema,
  complete: z.boolean({ error: 'complete must be true or false' }),
});
export type PlanProgressChange = z.infer<typeof planProgressChangeSchema>;

/** Bounded by PostgreSQL's integer, like every serial id. */
export const noteIdSchema = z.number({ error: 'id must be a note id (a number)' }).int().positive().max(2_147_483_647, { error: 'No note has that id' });

export const noteSchema = z.object({
  id: noteIdSchema,
  devotionId: devotionIdSchema,
  content: z.string(),
  createdAt: z.iso.datetime(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteContentSchema = z
  .string({ error: 'content is required' })
  .trim()
  .min(1, { error: 'A note cannot be empty' })
  .max(USER_DATA_LIMITS.noteContent, { error: `A note can be at most ${USER_DATA_LIMITS.noteContent} characters` });

export const userSchema = z.object({ username: z.string() });
export type User = z.infer<typeof userSchema>;

/** Spec 3 "Data export file", with the journal and plan progress added (DECISIONS). */
export const dataExportSchema = z.object({
  timestamp: z.iso.datetime(),
  version: z.literal('1.0'),
  bookmarks: z.array(bookmarkSchema).max(USER_DATA_LIMITS.listSize),
  highlights: z.array(highlightSchema).max(USER_DATA_LIMITS.listSize),
  journal: z.array(journalEntrySchema).max(USER_DATA_LIMITS.listSize).default([]),
  planProgress: z.array(planProgressKeySchema).max(USER_DATA_LIMITS.listSize * 4).default([]),
});
export type DataExport = z.infer<typeof dataExportSchema>;
