// Spec 2 "Auth dialog", 7: register, login, reset by recovery code, logout and "who am I",
// over tRPC and their REST twins. Failures never tell whether a username exists (DECISIONS).
import { TRPCError } from '@trpc/server';
import {
  currentUserSchema,
  loginInputSchema,
  passwordResetSchema,
  registeredSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  signedInSchema,
  signedOutSchema,
} from '../../../src/shared/schemas/auth.ts';
import { requireStrongPassword } from '../../auth/password-policy.ts';
import { checkPassword, registerAccount, resetWithRecoveryCode } from '../../services/accounts.ts';
import type { Context } from '../context.ts';
import { throttled } from '../throttled.ts';
import { publicProcedure, router, sessionProcedure } from '../init.ts';

export const LOGIN_FAILED = 'Incorrect username or password.';
export const USERNAME_TAKEN = 'That username is taken. Please choose another.';
export const RESET_FAILED = 'Please check your username and recovery code and try again.';

async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = await ctx.sessions.create(userId, { userAgent: ctx.userAgent ?? undefined });
  ctx.response.setCookie(ctx.sessions.cookieFor(session.token));
}

export const authRouter = router({
  register: publicProcedure
    .meta({
      failures: ['BAD_REQUEST', 'CONFLICT', 'TOO_MANY_REQUESTS'],
      rest: { method: 'POST', path: '/api/auth/register', summary: 'Create an account' },
    })
    .input(registerInputSchema)
    .output(registeredSchema)
    .mutation(async ({ ctx, input }) => {
      requireStrongPassword(input.password, input.username);
      // A taken name is the failure that counts: it is how one would probe for accounts.
      const registration = await throttled(ctx, 'register', input.username, async () => {
        const result = await registerAccount(ctx.sql, input);
        return 'taken' in result ? null : result;
      });
      if (!registration) throw new TRPCError({ code: 'CONFLICT', message: USERNAME_TAKEN });
      await signIn(ctx, registration.user.id);
      return { user: { username: registration.user.username }, recoveryCode: registration.recoveryCode };
    }),

  login: publicProcedure
    .meta({ failures: ['UNAUTHORIZED', 'TOO_MANY_REQUESTS'], rest: { method: 'POST', path: '/api/auth/login', summary: 'Sign in' } })
    .input(loginInputSchema)
    .output(signedInSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await throttled(ctx, 'login', input.username, () => checkPassword(ctx.sql, input));
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_FAILED });
      await signIn(ctx, user.id);
      return { user: { username: user.username } };
    }),

  /** DECISIONS: a new password needs the recovery code; every session of the user ends. */
  resetPassword: sessionProcedure
    .meta({
      failures: ['BAD_REQUEST', 'TOO_MANY_REQUESTS'],
      rest: { method: 'POST', path: '/api/auth/reset-password', summary: 'Reset a password with the recovery code' },
    })
    .input(resetPasswordInputSchema)
    .output(passwordResetSchema)
    .mutation(async ({ ctx, input }) => {
      requireStrongPassword(input.newPassword, input.username);
      const reset = await throttled(ctx, 'reset', input.username, () => resetWithRecoveryCode(ctx.sql, input));
      if (!reset) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_FAILED });
      await ctx.sessions.invalidateAllOf(reset.user.id);
      if (ctx.user?.id === reset.user.id) ctx.response.setCookie(ctx.sessions.blankCookie());
      return { recoveryCode: reset.recoveryCode };
    }),

  logout: sessionProcedure
    .meta({ rest: { method: 'POST', path: '/api/auth/logout', summary: 'Sign out' } })
    .output(signedOutSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionId) await ctx.sessions.invalidate(ctx.sessionId);
      ctx.response.setCookie(ctx.sessions.blankCookie());
      return { success: true };
    }),

  me: sessionProcedure
    .meta({ rest: { method: 'GET', path: '/api/auth/me', summary: 'Who is signed in' } })
    .output(currentUserSchema)
    .query(({ ctx }) => ({ user: ctx.user ? { username: ctx.user.username } : null })),
});
