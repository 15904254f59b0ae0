// A member's own account (issue 27 items 9 and 15; DECISIONS "Accounts, members and
// safety"): list and end their sessions, change the password (every other session ends),
// get a new recovery code, and delete the account with all it keeps. Each step that needs
// the password is throttled like sign-in, so a borrowed session cannot guess it.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  passwordConfirmationSchema,
  sessionIdSchema,
  sessionsEndedSchema,
  sessionSummarySchema,
} from '../../../src/shared/schemas/account.ts';
import { passwordResetSchema, signedOutSchema, usernameKey } from '../../../src/shared/schemas/auth.ts';
import { requireStrongPassword } from '../../auth/password-policy.ts';
import { deleteAccount, isCurrentPassword, replaceRecoveryCode, setPassword } from '../../services/account-management.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, restBody, router } from '../init.ts';
import { throttled } from '../throttled.ts';

/** Goes on only with the member's current password (throttled; 400 when wrong). */
async function requirePassword(ctx: Context, user: { id: string; username: string }, password: string): Promise<void> {
  const right = await throttled(ctx, 'account', user.username, async () =>
    (await isCurrentPassword(ctx.sql, user.id, password)) ? true : null,
  );
  if (!right) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.wrongPassword });
}

/** Ends every session of the member but this one; how many ended. */
async function endOtherSessions(ctx: Pick<Context, 'sessions'> & { user: { id: string }; sessionId: string | null }): Promise<number> {
  const before = (await ctx.sessions.listOf(ctx.user.id)).length;
  await ctx.sessions.invalidateAllOf(ctx.user.id, ctx.sessionId);
  return before - (await ctx.sessions.listOf(ctx.user.id)).length;
}

export const accountRouter = router({
  sessions: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/account/sessions', summary: 'Your signed-in sessions' } })
    .output(z.array(sessionSummarySchema))
    .query(async ({ ctx }) => {
      const sessions = await ctx.sessions.listOf(ctx.user.id);
      return sessions.map((session) => ({
        id: session.id,
        device: session.device,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === ctx.sessionId,
      }));
    }),

  endSession: protectedProcedure
    .meta({
      failures: ['NOT_FOUND'],
      rest: {
        method: 'DELETE',
        path: '/api/account/sessions/:id',
        summary: 'Sign out one session',
        input: ({ params }) => ({ id: params.id }),
      },
    })
    .input(z.object({ id: sessionIdSchema }))
    .output(sessionsEndedSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.sessions.invalidateOwn(ctx.user.id, input.id)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such session.' });
      if (input.id === ctx.sessionId) ctx.response.setCookie(ctx.sessions.blankCookie());
      return { ended: 1 };
    }),

  endOtherSessions: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/account/sessions/end-others', summary: 'Sign out every other session' } })
    .output(sessionsEndedSchema)
    .mutation(async ({ ctx }) => ({ ended: await endOtherSessions(ctx) })),

  changePassword: protectedProcedure
    .meta({
      failures: ['BAD_REQUEST', 'TOO_MANY_REQUESTS'],
      rest: { method: 'POST', path: '/api/account/password', summary: 'Change your password (every other session ends)' },
    })
    .input(changePasswordInputSchema)
    .output(sessionsEndedSchema)
    .mutation(async ({ ctx, input }) => {
      requireStrongPassword(input.newPassword, ctx.user.username);
      if (input.newPassword === input.currentPassword) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.samePassword });
      await requirePassword(ctx, ctx.user, input.currentPassword);
      await setPassword(ctx.sql, ctx.user.id, input.newPassword);
      return { ended: await endOtherSessions(ctx) };
    }),

  newRecoveryCode: protectedProcedure
    .meta({
      failures: ['BAD_REQUEST', 'TOO_MANY_REQUESTS'],
      rest: { method: 'POST', path: '/api/account/recovery-code', summary: 'A new recovery code (the old one stops working)' },
    })
    .input(passwordConfirmationSchema)
    .output(passwordResetSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePassword(ctx, ctx.user, input.password);
      return { recoveryCode: await replaceRecoveryCode(ctx.sql, ctx.user.id) };
    }),

  delete: protectedProcedure
    .meta({
      failures: ['BAD_REQUEST', 'TOO_MANY_REQUESTS'],
      rest: {
        method: 'POST',
        path: '/api/account/delete',
        summary: 'Delete your account and everything it keeps',
        input: (request) => restBody(request.body),
      },
    })
    .input(deleteAccountInputSchema)
    .output(signedOutSchema)
    .mutation(async ({ ctx, input }) => {
      if (usernameKey(input.confirmation) !== usernameKey(ctx.user.username)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.confirmationMismatch });
      }
      await requirePassword(ctx, ctx.user, input.password);
      await deleteAccount(ctx.sql, ctx.user.id);
      ctx.response.setCookie(ctx.sessions.blankCookie());
      return { success: true };
    }),
});
