// Spec 2 "Study Notes", 7: GET /api/notes?devotionId=…, POST /api/notes, PUT and DELETE
// /api/notes/{id}; members only (DECISIONS: every signed-in account is a member).
import { z } from 'zod';
import { devotionIdSchema, noteContentSchema, noteIdSchema, noteSchema } from '../../../src/shared/schemas/user-data.ts';
import { storableDevotionIdSchema } from '../../auth/member-data.ts';
import { createNote, deleteNote, listAllNotes, listNotes, updateNote } from '../../services/notes.ts';
import { notFound, protectedProcedure, restBody, restNumber, router } from '../init.ts';

const noteIdInput = ({ params }: { params: Record<string, string> }) => ({ id: restNumber(params.id) });

export const notesRouter = router({
  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/notes',
        summary: 'Study notes of a devotion',
        input: ({ query }) => ({ devotionId: restNumber(query.devotionId) }),
      },
    })
    .input(z.object({ devotionId: devotionIdSchema }))
    .output(z.array(noteSchema))
    .query(({ ctx, input }) => listNotes(ctx.sql, ctx.user.id, input.devotionId)),

  /** Every note of the member, newest first: the library lists them by devotion. */
  all: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/notes/all', summary: 'All study notes' } })
    .output(z.array(noteSchema))
    .query(({ ctx }) => listAllNotes(ctx.sql, ctx.user.id)),

  create: protectedProcedure
    .meta({ failures: ['NOT_FOUND'], rest: { method: 'POST', path: '/api/notes', summary: 'Add a study note' } })
    .input(z.object({ devotionId: storableDevotionIdSchema, content: noteContentSchema }))
    .output(noteSchema)
    .mutation(({ ctx, input }) => createNote(ctx.sql, ctx.user.id, input)),

  update: protectedProcedure
    .meta({
      failures: ['NOT_FOUND'],
      rest: {
        method: 'PUT',
        path: '/api/notes/:id',
        summary: 'Edit a study note',
        input: (request) => ({ ...restBody(request.body), ...noteIdInput(request) }),
      },
    })
    .input(z.object({ id: noteIdSchema, content: noteContentSchema }))
    .output(noteSchema)
    .mutation(async ({ ctx, input }) => {
      const note = await updateNote(ctx.sql, ctx.user.id, input.id, input.content);
      if (!note) throw notFound(`No note with id ${input.id}`);
      return note;
    }),

  delete: protectedProcedure
    .meta({
      failures: ['NOT_FOUND'],
      rest: { method: 'DELETE', path: '/api/notes/:id', summary: 'Delete a study note', input: noteIdInput },
    })
    .input(z.object({ id: noteIdSchema }))
    .output(noteSchema.pick({ id: true }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteNote(ctx.sql, ctx.user.id, input.id))) throw notFound(`No note with id ${input.id}`);
      return { id: input.id };
    }),
});
