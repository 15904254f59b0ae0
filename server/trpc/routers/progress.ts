// Reading-plan completion (spec 3: keys "yyyy-MM-dd-item"), synced for account holders:
// GET /api/progress, PUT /api/progress, and the sign-in merge.
import { z } from 'zod';
import { keptListSchema, planProgressChangeSchema, planProgressKeySchema } from '../../../src/shared/schemas/user-data.ts';
import { listProgress, mergeProgress, setProgress } from '../../services/plan-progress.ts';
import { MERGE_BODY_LIMIT, protectedProcedure, router } from '../init.ts';

export const progressRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress', summary: 'Completed reading-plan items' } })
    .output(z.array(planProgressKeySchema))
    .query(({ ctx }) => listProgress(ctx.sql, ctx.user.id)),

  set: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/api/progress', summary: 'Mark a reading-plan item complete or not' } })
    .input(planProgressChangeSchema)
    .output(planProgressChangeSchema)
    .mutation(async ({ ctx, input }) => {
      await setProgress(ctx.sql, ctx.user.id, input.key, input.complete);
      return input;
    }),

  /** On sign-in: a set union; answers the merged keys. */
  merge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/progress/merge',
        summary: "Merge a visitor's reading-plan progress into the account",
        bodyLimit: MERGE_BODY_LIMIT,
      },
    })
    .input(z.object({ planProgress: keptListSchema('planProgress') }))
    .output(z.array(planProgressKeySchema))
    .mutation(({ ctx, input }) => mergeProgress(ctx.sql, ctx.user.id, input.planProgress)),
});
