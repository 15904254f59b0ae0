import { jamesDayInputSchema } from '../../../src/shared/schemas/james.ts';
import { getJamesStudyDay, listJamesStudyDays } from '../../services/james.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const jamesRouter = router({
  list: publicProcedure.meta({ cache: 'public', rest: { method: 'GET', path: '/api/james-studies' } }).query(({ ctx }) => listJamesStudyDays(ctx.sql)),

  byDay: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/james-studies/:day' } })
    .input(jamesDayInputSchema).query(async ({ ctx, input }) => {
    const day = await getJamesStudyDay(ctx.sql, input.day);
    if (!day) throw notFound('This James study is not available yet.');
    return day;
  }),
});
