import { devotionDateInputSchema } from '../../../src/shared/schemas/devotion.ts';
import { getShareInfo } from '../../services/share.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const shareRouter = router({
  byDate: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/share/:date' } })
    .input(devotionDateInputSchema).query(async ({ ctx, input }) => {
    const info = await getShareInfo(ctx.sql, ctx.images, ctx.origin, input.date);
    if (!info) throw notFound(`No devotion is available for ${input.date}.`);
    return info;
  }),
});
