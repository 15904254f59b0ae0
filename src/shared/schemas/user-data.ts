// What a reader keeps: bookmarks, highlights, journal answers, plan progress and (members)
// study notes; one schema per fact, shared by the device store (local storage), the server's
// procedures, the export file and the sign-in merge (spec 3, DECISIONS "Accounts, members and
// safety"). The names, device keys and bounds of each list are in ../kept-data.ts.
import { z } from 'zod';
import { JAMES_STUDY_DAYS } from '../constants.ts';
import { ISO_DATE_SHAPE, isIsoDate } from '../dates.ts';
import { isWithinKeptYears, KEPT_LISTS, KEPT_YEARS, USER_DATA_LIMITS, type KeptListId } from '../kept-data.ts';
import { isoDateSchema } from './common.ts';

export { USER_DATA_LIMITS };

/** Spec 3: yellow, blue, green, pink, purple; an unknown colour is shown as yellow. */
export const HIGHLIGHT_COLOURS = ['yellow', 'blue', 'green', 'pink', 'purple'] as const;
export const highlightColourSchema = z.enum(HIGHLIGHT_COLOURS);
export type HighlightColour = z.infer<typeof highlightColourSchema>;

const YEARS = `${KEPT_YEARS.first} to ${KEPT_YEARS.last}`;

/** A date a reader's data names (a day read, bookmarked, answered): within the kept years. */
export const keptDateSchema = isoDateSchema.refine(isWithinKeptYears, { error: `A date must lie in the years ${YEARS}` });

/** When something was made or changed: an ISO time within the kept years (never year 0000). */
const keptTimestampSchema = z.iso
  .datetime({ error: 'A time is required, written as an ISO 8601 UTC time such as 2025-01-05T09:00:00.000Z' })
  .refine(isWithinKeptYears, { error: `A time must lie in the years ${YEARS}` });

/** 15 digits: the longest id a REST path reads as a number (server/trpc/init.ts, restNumber), exact as a JS number. */
export const MAX_DEVOTION_ID_DIGITS = 15;

export const devotionIdSchema = z
  .number({ error: 'devotionId must be a number' })
  .int()
  .positive()
  .max(10 ** MAX_DEVOTION_ID_DIGITS - 1, { error: `devotionId has at most ${MAX_DEVOTION_ID_DIGITS} digits` });

export const bookmarkSchema = z.object({
  devotionId: devotionIdSchema,
  /** The date the reader bookmarked it under, for a readable list. */
  date: keptDateSchema.optional(),
  createdAt: keptTimestampSchema,
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
  /** The date the reader highlighted it under (the library opens that day). */
  date: keptDateSchema.optional(),
  createdAt: keptTimestampSchema,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const journalAnswersSchema = z
  .array(z.string().max(USER_DATA_LIMITS.journalAnswer, { error: `An answer can be at most ${USER_DATA_LIMITS.journalAnswer} characters` }))
  .max(USER_DATA_LIMITS.journalAnswers, { error: `A day has at most ${USER_DATA_LIMITS.journalAnswers} answers` });

export const journalEntrySchema = z.object({
  date: keptDateSchema,
  answers: journalAnswersSchema,
  updatedAt: keptTimestampSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/**
 * Spec 3: completed plan items are keys "yyyy-MM-dd-item". The day a devotion was marked read,
 * in the reader's time zone, is kept beside them as "yyyy-MM-dd-read-on-yyyy-MM-dd" (the honest
 * streak, ../streak.ts), so it syncs, exports and merges with the plan.
 */
export const PLAN_ITEMS = ['devotional', 'deeper-study', 'word-study', 'historical-context'] as const;
export const planItemSchema = z.enum(PLAN_ITEMS);
export type PlanItem = z.infer<typeof planItemSchema>;
export const planProgressKeySchema = z
  .string()
  .regex(new RegExp(`^${ISO_DATE_SHAPE}-(${PLAN_ITEMS.join('|')}|read-on-${ISO_DATE_SHAPE})$`), {
    error: 'A plan key is yyyy-MM-dd-item, or yyyy-MM-dd-read-on-yyyy-MM-dd for the day a devotion was marked read',
  })
  .refine(
    (key) =>
      [key.slice(0, 10), ...(key.includes('-read-on-') ? [key.slice(-10)] : [])].every(
        (date) => isIsoDate(date) && isWithinKeptYears(date),
      ),
    {
      error: `A plan key names calendar dates in the years ${YEARS}`,
    },
  );

/** One plan item marked complete or not (PUT /api/progress takes it and answers it). */
export const planProgressChangeSchema = z.object({
  key: planProgressKeySchema,
  complete: z.boolean({ error: 'complete must be true or false' }),
});
export type PlanProgressChange = z.infer<typeof planProgressChangeSchema>;

const JAMES_DAY = `must be a James study day, 1 to ${JAMES_STUDY_DAYS}`;

/** Where a memory verse was met: a devotion's date or a James study day (its text is read from there). */
export const memoryVerseSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('devotion'), date: keptDateSchema }),
  z.object({
    kind: z.literal('james'),
    day: z.number({ error: JAMES_DAY }).int({ error: JAMES_DAY }).min(1, { error: JAMES_DAY }).max(JAMES_STUDY_DAYS, { error: JAMES_DAY }),
  }),
]);
export type MemoryVerseSource = z.infer<typeof memoryVerseSourceSchema>;

export const memoryReferenceSchema = z
  .string({ error: 'reference is required' })
  .trim()
  .min(1, { error: 'A memory card needs a verse reference' })
  .max(USER_DATA_LIMITS.memoryReference, { error: `A reference can be at most ${USER_DATA_LIMITS.memoryReference} characters` });

// What is wrong with a card says so in words (after the field's name), like every other entry.
const boundedNumber = (max: number, whole: boolean) => {
  const message = `must be a ${whole ? 'whole number' : 'number'} from 0 to ${max.toLocaleString('en')}`;
  const number = z.number({ error: message });
  return (whole ? number.int({ error: message }) : number).min(0, { error: message }).max(max, { error: message });
};
const count = boundedNumber(1_000_000, true);
const CARD_STATE = 'must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)';

/**
 * A memory-verse card (issue 30): the verse (by reference; its words always come from the KJV
 * text of its devotion or James day) and its FSRS state as ts-fsrs keeps it, times as ISO text.
 */
export const memoryCardSchema = z.object({
  reference: memoryReferenceSchema,
  source: memoryVerseSourceSchema,
  due: keptTimestampSchema,
  stability: boundedNumber(1_000_000, false),
  difficulty: boundedNumber(100, false),
  elapsedDays: count,
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number({ error: CARD_STATE }).int({ error: CARD_STATE }).min(0, { error: CARD_STATE }).max(3, { error: CARD_STATE }),
  lastReview: keptTimestampSchema.optional(),
  createdAt: keptTimestampSchema,
  updatedAt: keptTimestampSchema,
});
export type MemoryCard = z.infer<typeof memoryCardSchema>;

/** Bounded by PostgreSQL's integer, like every serial id. */
export const noteIdSchema = z
  .number({ error: 'id must be a note id (a number)' })
  .int()
  .positive()
  .max(2_147_483_647, { error: 'No note has that id' });

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

/** Each kept list's item, checked wherever one is read: the device, the server, a file, a merge. */
export const KEPT_ITEM_SCHEMAS = {
  bookmarks: bookmarkSchema,
  highlights: highlightSchema,
  journal: journalEntrySchema,
  planProgress: planProgressKeySchema,
  memoryCards: memoryCardSchema,
} satisfies Record<KeptListId, z.ZodType>;

export type KeptItem<Id extends KeptListId> = z.output<(typeof KEPT_ITEM_SCHEMAS)[Id]>;

/** A list of `id` as a procedure takes it: every item checked, at most the list's bound. */
export function keptListSchema<Id extends KeptListId>(id: Id) {
  const { maxItems } = KEPT_LISTS[id];
  return z.array(KEPT_ITEM_SCHEMAS[id]).max(maxItems, { error: `A list can hold at most ${maxItems} items` });
}

/**
 * Spec 3 "Data export file", with the journal and plan progress added (DECISIONS): the shape of
 * a whole, valid file. An imported file is read entry by entry (../data-file.ts), so that one bad
 * entry is reported and skipped rather than refusing the file.
 */
export const dataExportSchema = z.object({
  timestamp: keptTimestampSchema,
  version: z.literal('1.0'),
  bookmarks: keptListSchema('bookmarks'),
  highlights: keptListSchema('highlights'),
  journal: keptListSchema('journal').default([]),
  planProgress: keptListSchema('planProgress').default([]),
  memoryCards: keptListSchema('memoryCards').default([]),
});
export type DataExport = z.infer<typeof dataExportSchema>;
