import { addDaysIso, todayIso, type IsoDate } from '../../../src/shared/dates.ts';
import { z } from 'zod';
import {
  devotionDateInputSchema,
  devotionIndexEntrySchema,
  devotionSchema,
  devotionSearchInputSchema,
  devotionSummarySchema,
  navigationInputSchema,
  navigationSchema,
} from '../../../src/shared/schemas/devotion.ts';
import { getDevotionByDate, listDevotionIndex, navigationFor, searchDevotions } from '../../services/devotions.ts';
import { notFound, publicProcedure, router } from '../init.ts';

/** The reader's today, trusted within a day of the server's clock (time zones), else the server's. */
function readerToday(claimed: IsoDate | undefined): IsoDate {
  const serverToday = todayIso();
  if (claimed && claimed >= addDaysIso(serverToday, -1) && claimed <= addDaysIso(serverToday, 1)) return claimed;
  return serverToday;
}

export const devotionRouter = router({
  byDate: publicProcedure
    .meta({
      cache: 'public',
      failures: ['NOT_FOUND'],
      rest: { method: 'GET', path: '/api/devotions/:date', summary: 'Devotion for a date' },
    })
    .input(devotionDateInputSchema)
    .output(devotionSchema)
    .query(async ({ ctx, input }) => {
      const devotion = await getDevotionByDate(ctx.sql, ctx.images, input.date);
      if (!devotion) throw notFound(`No devotion is available for ${input.date}.`);
      return devotion;
    }),

  /** Every devotion's id, date, title and reference: the library names what a reader kept by it. */
  index: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/devotions/index', summary: 'Every devotion, by id and date' } })
    .output(z.array(devotionIndexEntrySchema))
    .query(({ ctx }) => listDevotionIndex(ctx.sql)),

  navigation: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/devotions/:date/navigation', summary: 'Previous and next dates' } })
    .input(navigationInputSchema)
    .output(navigationSchema)
    .query(({ ctx, input }) => navigationFor(ctx.sql, input.date, readerToday(input.today))),

  search: publicProcedure
    .meta({
      cache: 'public',
      // Spec 7: GET /api/devotions/search?{query}; ?q= and ?query= both name the words.
      rest: {
        method: 'GET',
        path: '/api/devotions/search',
        summary: 'Search devotions',
        input: ({ query }) => ({ query: query.q ?? query.query ?? '' }),
        query: ['q', 'query'],
        aliases: { q: { field: 'query', description: 'The words to find: `query` by a shorter name (read first when both are given).' } },
      },
    })
    .input(devotionSearchInputSchema)
    .output(z.array(devotionSummarySchema))
    .query(({ ctx, input }) => searchDevotions(ctx.sql, input.query)),
});
