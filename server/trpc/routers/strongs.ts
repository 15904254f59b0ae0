import { strongsNumberInputSchema, strongsSearchInputSchema } from '../../../src/shared/schemas/strongs.ts';
import { getStrongsEntry, searchStrongs } from '../../services/strongs.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const strongsRouter = router({
  byNumber: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/strongs/:strongsNumber' } })
    .input(strongsNumberInputSchema).query(async ({ ctx, input }) => {
    const entry = await getStrongsEntry(ctx.sql, input.strongsNumber);
    if (!entry) throw notFound(`No entry found for Strong's number: ${input.strongsNumber}`);
    return entry;
  }),

  search: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/strongs/search/:query' } })
    .input(strongsSearchInputSchema).query(({ ctx, input }) => searchStrongs(ctx.sql, input.query)),
});
