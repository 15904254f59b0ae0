// Journal & Reflection answers per date, synced for account holders (DECISIONS "Sharing and
// the web"): GET /api/journal, PUT /api/journal/{date}, and the sign-in merge.
import { z } from 'zod';
import { journalAnswersSchema, journalEntrySchema, keptDateSchema, keptListSchema } from '../../../src/shared/schemas/user-data.ts';
import { listJournal, mergeJournal, saveJournalEntry } from '../../services/journal.ts';
import { MERGE_BODY_LIMIT, protectedProcedure, router } from '../init.ts';

export const journalRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/journal', summary: 'List journal entries' } })
    .output(z.array(journalEntrySchema))
    .query(({ ctx }) => listJournal(ctx.sql, ctx.user.id)),

  /** Saves the answers of a date; all blank deletes the entry and answers null. */
  save: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/api/journal/:date', summary: 'Save the journal answers of a date' } })
    .input(z.object({ date: keptDateSchema, answers: journalAnswersSchema }))
    .output(journalEntrySchema.nullable())
    .mutation(({ ctx, input }) => saveJournalEntry(ctx.sql, ctx.user.id, input.date, input.answers)),

  /** On sign-in: a union by date, the more recently updated entry kept; answers the merged list. */
  merge: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/journal/merge',
        summary: "Merge a visitor's journal into the account",
        bodyLimit: MERGE_BODY_LIMIT,
      },
    })
    .input(z.object({ journal: keptListSchema('journal') }))
    .output(z.array(journalEntrySchema))
    .mutation(({ ctx, input }) => mergeJournal(ctx.sql, ctx.user.id, input.journal)),
});
