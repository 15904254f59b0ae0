import { z } from 'zod';
import { isIsoDate } from '../dates.ts';

export const isoDateSchema = z
  .string({ error: 'A date is required, written as yyyy-MM-dd' })
  .trim()
  .refine(isIsoDate, {
    // JavaScript's Date reads the years 0000 to 0099 as 1900 to 1999: such dates are refused, and said so.
    error: (issue) =>
      /^00\d\d-\d\d-\d\d$/.test(String(issue.input))
        ? `"${String(issue.input)}" is before the year 0100: LUMEN does not read such dates`
        : `"${String(issue.input)}" is not a calendar date written as yyyy-MM-dd, for example 2025-01-05`,
  });

export const titledTextSchema = z.object({ title: z.string(), content: z.string() });
export type TitledText = z.infer<typeof titledTextSchema>;

export const imageSchema = z.object({ url: z.string(), alt: z.string(), credit: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** Every failed REST call answers this (server/rest/plugin.ts): a message for people, never a stack. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
