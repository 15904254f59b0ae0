import { devotionDateInputSchema, shareInfoSchema } from '../../../src/shared/schemas/devotion.ts';
import { getShareInfo } from '../../services/share.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const shareRouter = router({
  byDate: publicProcedure
    .meta({ cache: 'public', failures: ['NOT_FOUND'], rest: { method: 'GET', path: '/api/share/:date', summary: 'Share info for a date' } })
    .input(devotionDateInputSchema)
    .output(shareInfoSchema)
    .query(async ({ ctx, input }) => {
      const info = await getShareInfo(ctx.sql, ctx.images, ctx.origin, input.date);
      if (!info) throw notFound(`No devotion is available for ${input.date}.`);
      return info;
    }),
});
