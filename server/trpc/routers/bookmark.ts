// Spec 7: GET/POST /api/bookmarks, DELETE /api/bookmarks/{devotionId}; plus the sign-in merge.
import { z } from 'zod';
import { bookmarkSchema, devotionIdSchema, keptDateSchema, keptListSchema } from '../../../src/shared/schemas/user-data.ts';
import { storableDevotionIdSchema } from '../../auth/member-data.ts';
import { addBookmark, listBookmarks, mergeBookmarks, removeBookmark } from '../../services/bookmarks.ts';
import { MERGE_BODY_LIMIT, notFound, protectedProcedure, restNumber, router } from '../init.ts';

export const bookmarkRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/bookmarks', summary: 'List bookmarks' } })
    .output(z.array(bookmarkSchema))
    .query(({ ctx }) => listBookmarks(ctx.sql, ctx.user.id)),

  add: protectedProcedure
    .meta({ failures: ['NOT_FOUND'], rest: { method: 'POST', path: '/api/bookmarks', summary: 'Bookmark a devotion' } })
    .input(z.object({ devotionId: storableDevotionIdSchema, date: keptDateSchema.optional() }))
    .output(bookmarkSchema)
    .mutation(({ ctx, input }) => addBookmark(ctx.sql, ctx.user.id, input)),

  remove: protectedProcedure
    .meta({
      failures: ['NOT_FOUND'],
      rest: {
        method: 'DELETE',
        path: '/api/bookmarks/:devotionId',
        summary: 'Remove a bookmark',
        input: ({ params }) => ({ devotionId: restNumber(params.devotionId) }),
      },
    })
    .input(z.object({ devotionId: devotionIdSchema }))
    .output(bookmarkSchema.pick({ devotionId: true }))
    .mutation(async ({ ctx, input }) => {
      if (!(await removeBookmark(ctx.sql, ctx.user.id, input.devotionId))) throw notFound(`No bookmark on devotion ${input.devotionId}`);
      return { devotionId: input.devotionId };
    }),

  /** On sign-in: the visitor's local bookmarks join the account's; answers the merged list. */
  merge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/bookmarks/merge',
        summary: "Merge a visitor's bookmarks into the account",
        bodyLimit: MERGE_BODY_LIMIT,
      },
    })
    .input(z.object({ bookmarks: keptListSchema('bookmarks') }))
    .output(z.array(bookmarkSchema))
    .mutation(({ ctx, input }) => mergeBookmarks(ctx.sql, ctx.user.id, input.bookmarks)),
});
