import { z } from 'zod';
import {
  strongsEntrySchema,
  strongsNumberInputSchema,
  strongsSearchInputSchema,
  strongsSearchResultSchema,
} from '../../../src/shared/schemas/strongs.ts';
import { getStrongsEntry, searchStrongs } from '../../services/strongs.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const strongsRouter = router({
  byNumber: publicProcedure
    .meta({
      cache: 'public',
      failures: ['NOT_FOUND'],
      rest: { method: 'GET', path: '/api/strongs/:strongsNumber', summary: "Strong's entry by number" },
    })
    .input(strongsNumberInputSchema)
    .output(strongsEntrySchema)
    .query(async ({ ctx, input }) => {
      const entry = await getStrongsEntry(ctx.sql, input.strongsNumber);
      if (!entry) throw notFound(`No entry found for Strong's number: ${input.strongsNumber}`);
      return entry;
    }),

  search: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/strongs/search/:query', summary: "Search Strong's entries" } })
    .input(strongsSearchInputSchema)
    .output(z.array(strongsSearchResultSchema))
    .query(({ ctx, input }) => searchStrongs(ctx.sql, input.query)),
});
