// Spec 7: GET /api/highlights, GET /api/highlights/{devotionId} (here {id}: one path item with
// DELETE), DELETE /api/highlights/{id};
// creating one (POST /api/highlights) and the sign-in merge are ours (DECISIONS).
import { z } from 'zod';
import { devotionIdSchema, highlightSchema, keptListSchema } from '../../../src/shared/schemas/user-data.ts';
import { storableDevotionIdSchema } from '../../auth/member-data.ts';
import { createHighlight, listHighlights, mergeHighlights, removeHighlight } from '../../services/highlights.ts';
import { MERGE_BODY_LIMIT, notFound, protectedProcedure, restNumber, router } from '../init.ts';

/** The client makes the id, so a highlight exists locally before it is synced. */
const newHighlightSchema = highlightSchema.extend({
  devotionId: storableDevotionIdSchema,
  createdAt: highlightSchema.shape.createdAt.optional(),
});

export const highlightRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/highlights', summary: 'List highlights' } })
    .output(z.array(highlightSchema))
    .query(({ ctx }) => listHighlights(ctx.sql, ctx.user.id)),

  byDevotion: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        // One path with DELETE /api/highlights/{id}, where `id` is a highlight's: one name for both.
        path: '/api/highlights/:id',
        summary: 'Highlights of a devotion',
        input: ({ params }) => ({ devotionId: restNumber(params.id) }),
        query: [],
        aliases: { id: { field: 'devotionId', description: 'The id of the devotion whose highlights are listed.' } },
      },
    })
    .input(z.object({ devotionId: devotionIdSchema }))
    .output(z.array(highlightSchema))
    .query(({ ctx, input }) => listHighlights(ctx.sql, ctx.user.id, input.devotionId)),

  create: protectedProcedure
    .meta({ failures: ['NOT_FOUND'], rest: { method: 'POST', path: '/api/highlights', summary: 'Create a highlight' } })
    .input(newHighlightSchema)
    .output(highlightSchema)
    .mutation(({ ctx, input }) => createHighlight(ctx.sql, ctx.user.id, input)),

  remove: protectedProcedure
    .meta({ failures: ['NOT_FOUND'], rest: { method: 'DELETE', path: '/api/highlights/:id', summary: 'Remove a highlight' } })
    .input(highlightSchema.pick({ id: true }))
    .output(highlightSchema.pick({ id: true }))
    .mutation(async ({ ctx, input }) => {
      if (!(await removeHighlight(ctx.sql, ctx.user.id, input.id))) throw notFound(`No highlight with id ${input.id}`);
      return { id: input.id };
    }),

  /** On sign-in: the visitor's local highlights join the account's; answers the merged list. */
  merge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/highlights/merge',
        summary: "Merge a visitor's highlights into the account",
        bodyLimit: MERGE_BODY_LIMIT,
      },
    })
    .input(z.object({ highlights: keptListSchema('highlights') }))
    .output(z.array(highlightSchema))
    .mutation(({ ctx, input }) => mergeHighlights(ctx.sql, ctx.user.id, input.highlights)),
});
