// Spec 3 "James study day".
import { z } from 'zod';
import { JAMES_STUDY_DAYS } from '../constants.ts';
import { titledTextSchema } from './common.ts';

const jamesDaySchema = z.coerce
  .number({ error: `Please select a day between 1 and ${JAMES_STUDY_DAYS}.` })
  .int({ error: `Please select a day between 1 and ${JAMES_STUDY_DAYS}.` })
  .min(1, { error: `Please select a day between 1 and ${JAMES_STUDY_DAYS}.` })
  .max(JAMES_STUDY_DAYS, { error: `Please select a day between 1 and ${JAMES_STUDY_DAYS}.` });

export const jamesDayInputSchema = z.object({ day: jamesDaySchema });

export const jamesStudyDaySchema = z.object({
  day: z.number().int().min(1).max(JAMES_STUDY_DAYS),
  title: z.string(),
  author: z.string(),
  passage: z.string(),
  verseText: z.string(),
  weeklyTheme: z.string(),
  content: z.string(),
  reflection: z.string(),
  prayer: z.string(),
  journalingPrompts: z.array(z.string()),
  memoryVerse: z.object({ verse: z.string(), reference: z.string(), context: z.string() }),
  deeperStudy: titledTextSchema,
  wordStudy: titledTextSchema.extend({
    word: z.string(),
    strongsNumber: z.string(),
    originalWord: z.string(),
    transliteration: z.string(),
  }),
  historicalContext: titledTextSchema,
  relatedVerses: z.array(z.string()),
  citations: z.array(z.string()),
});
export type JamesStudyDay = z.infer<typeof jamesStudyDaySchema>;

export const jamesStudySummarySchema = jamesStudyDaySchema.pick({ day: true, title: true, passage: true });
export type JamesStudySummary = z.infer<typeof jamesStudySummarySchema>;
