import { strongsNumberInputSchema, strongsSearchInputSchema } from '../../../src/shared/schemas/strongs.ts';
import { getStrongsEntry, searchStrongs } from '../../services/strongs.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const strongsRouter = router({
  byNumber: publicProcedure.input(strongsNumberInputSchema).query(async ({ ctx, input }) => {
    const entry = await getStrongsEntry(ctx.sql, input.strongsNumber);
    if (!entry) throw notFound(`No entry found for Strong's number: ${input.strongsNumber}`);
    return entry;
  }),

  search: publicProcedure.input(strongsSearchInputSchema).query(({ ctx, input }) => searchStrongs(ctx.sql, input.query)),
});
