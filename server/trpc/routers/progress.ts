// Reading-plan completion (spec 3: keys "yyyy-MM-dd-item"), synced for account holders:
// GET /api/progress, PUT /api/progress, and the sign-in merge.
import { z } from 'zod';
import { dataExportSchema, planProgressKeySchema } from '../../../src/shared/schemas/user-data.ts';
import { listProgress, mergeProgress, setProgress } from '../../services/plan-progress.ts';
import { MERGE_BODY_LIMIT, protectedProcedure, router } from '../init.ts';

export const progressRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress' } })
    .query(({ ctx }) => listProgress(ctx.sql, ctx.user.id)),

  set: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/api/progress' } })
    .input(z.object({ key: planProgressKeySchema, complete: z.boolean({ error: 'complete must be true or false' }) }))
    .mutation(async ({ ctx, input }) => {
      await setProgress(ctx.sql, ctx.user.id, input.key, input.complete);
      return input;
    }),

  /** On sign-in: a set union; answers the merged keys. */
  merge: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/progress/merge', bodyLimit: MERGE_BODY_LIMIT } })
    .input(z.object({ planProgress: dataExportSchema.shape.planProgress.unwrap() }))
    .mutation(({ ctx, input }) => mergeProgress(ctx.sql, ctx.user.id, input.planProgress)),
});
