// Memory-verse cards, synced for members (issue 30): GET /api/memory-cards, PUT
// /api/memory-cards (add or review), DELETE /api/memory-cards/{reference}, and the sign-in merge.
import { z } from 'zod';
import { keptListSchema, memoryCardSchema, memoryReferenceSchema } from '../../../src/shared/schemas/user-data.ts';
import { listMemoryCards, mergeMemoryCards, putMemoryCard, removeMemoryCard } from '../../services/memory-cards.ts';
import { MERGE_BODY_LIMIT, notFound, protectedProcedure, router } from '../init.ts';

export const memoryRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/memory-cards', summary: 'List memory-verse cards' } })
    .output(z.array(memoryCardSchema))
    .query(({ ctx }) => listMemoryCards(ctx.sql, ctx.user.id)),

  /** Adds a card, or replaces the card of its reference (after a review). */
  put: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/api/memory-cards', summary: 'Add or update a memory-verse card' } })
    .input(memoryCardSchema)
    .output(memoryCardSchema)
    .mutation(({ ctx, input }) => putMemoryCard(ctx.sql, ctx.user.id, input)),

  remove: protectedProcedure
    .meta({
      failures: ['NOT_FOUND'],
      rest: { method: 'DELETE', path: '/api/memory-cards/:reference', summary: 'Remove a memory-verse card' },
    })
    .input(z.object({ reference: memoryReferenceSchema }))
    .output(z.object({ reference: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await removeMemoryCard(ctx.sql, ctx.user.id, input.reference))) throw notFound(`No memory verse ${input.reference}`);
      return { reference: input.reference };
    }),

  /** On sign-in: a union by reference, the card reviewed last kept; answers the merged list. */
  merge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/memory-cards/merge',
        summary: "Merge a visitor's memory-verse cards into the account",
        bodyLimit: MERGE_BODY_LIMIT,
      },
    })
    .input(z.object({ memoryCards: keptListSchema('memoryCards') }))
    .output(z.array(memoryCardSchema))
    .mutation(({ ctx, input }) => mergeMemoryCards(ctx.sql, ctx.user.id, input.memoryCards)),
});
