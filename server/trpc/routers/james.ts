import { z } from 'zod';
import { jamesDayInputSchema, jamesStudyDaySchema, jamesStudySummarySchema } from '../../../src/shared/schemas/james.ts';
import { getJamesStudyDay, listJamesStudyDays } from '../../services/james.ts';
import { notFound, publicProcedure, router } from '../init.ts';

export const jamesRouter = router({
  list: publicProcedure
    .meta({ cache: 'public', rest: { method: 'GET', path: '/api/james-studies', summary: 'Days of the James study' } })
    .output(z.array(jamesStudySummarySchema))
    .query(({ ctx }) => listJamesStudyDays(ctx.sql)),

  byDay: publicProcedure
    .meta({
      cache: 'public',
      failures: ['NOT_FOUND'],
      rest: { method: 'GET', path: '/api/james-studies/:day', summary: 'A day of the James study' },
    })
    .input(jamesDayInputSchema)
    .output(jamesStudyDaySchema)
    .query(async ({ ctx, input }) => {
      const day = await getJamesStudyDay(ctx.sql, input.day);
      if (!day) throw notFound('This James study is not available yet.');
      return day;
    }),
});
