// The reader's session on the client (spec 3 "User", 4 "Sign-in"). The user is cached under
// `lumen-user` so the header shows them at once, and `auth.me` (private, never kept by the
// service worker) confirms or corrects it. Kept free of zod: it ships with the first page;
// the server checks every input with the shared schemas.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect } from 'react';
import { useIdleAfterMount } from '../../../lib/idle.ts';
import { PERSONAL_DATA, readLocalValue, removeLocal, useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { emitSignedIn, emitSignedOut, type SignedInEvent } from '../../../lib/session-events.ts';
import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc.ts';
import { closeAuthDialog } from './use-auth-dialog.ts';

export interface SessionUser {
  username: string;
}

export type LoginInput = RouterInputs['auth']['login'];
export type RegisterInput = RouterInputs['auth']['register'];
export type ResetPasswordInput = RouterInputs['auth']['resetPassword'];
export type Registered = RouterOutputs['auth']['register'];
export type PasswordReset = RouterOutputs['auth']['resetPassword'];

/** 'checking': nothing cached and the server has not answered yet. */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
export type SessionAction = 'sign-in' | 'register' | 'reset' | 'sign-out';

export interface Session {
  user: SessionUser | null;
  /** DECISIONS: every signed-in account is a member. */
  isMember: boolean;
  status: SessionStatus;
  /** The action waiting for the server, if any. */
  pending: SessionAction | null;
  /** Resolves with the user and closes the auth dialog; rejects with the server's error. */
  signIn: (input: LoginInput) => Promise<SessionUser>;
  /** Resolves with the user and the one-time recovery code; the dialog stays open to show it. */
  register: (input: RegisterInput) => Promise<Registered>;
  /** Resolves with the new recovery code; every session of that user has ended. */
  resetPassword: (input: ResetPasswordInput) => Promise<PasswordReset>;
  /** Never rejects: a failed logout call still signs out here (spec 4). */
  signOut: () => Promise<void>;
}

function parseUser(value: unknown): SessionUser | null {
  const username = (value as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username !== '' ? { username } : null;
}

const readCachedUser = () => readLocalValue(PERSONAL_DATA.user, parseUser, null);

export function useSession(): Session {
  const user = useLocalValue(PERSONAL_DATA.user, parseUser, null);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // Asked once the page is idle: the cached user shows meanwhile, and on a server-rendered
  // page the question waits for hydration's tasks to finish (lib/idle.ts).
  const me = trpc.auth.me.useQuery(undefined, { enabled: useIdleAfterMount() });
  const login = trpc.auth.login.useMutation();
  const registration = trpc.auth.register.useMutation();
  const reset = trpc.auth.resetPassword.useMutation();
  const logout = trpc.auth.logout.useMutation();

  /** Spec 4: after a sign-in the user's data is fetched afresh; after a sign-out it leaves memory. */
  const refreshUserData = useCallback(
    (how: 'invalidate' | 'reset') =>
      Promise.all(
        [trpc.bookmark, trpc.highlight, trpc.notes, trpc.journal, trpc.progress].map((userData) =>
          how === 'invalidate' ? queryClient.invalidateQueries({ queryKey: getQueryKey(userData) }) : queryClient.resetQueries({ queryKey: getQueryKey(userData) }),
        ),
      ).catch(() => undefined),
    [queryClient],
  );

  const setSignedOut = useCallback(() => {
    if (!readCachedUser()) return;
    removeLocal(PERSONAL_DATA.user);
    emitSignedOut();
    void refreshUserData('reset');
  }, [refreshUserData]);

  // The server has the last word: a session that ended elsewhere (a password reset, expiry)
  // signs this device out; a session without a cached user (cleared storage) is shown again.
  // A failed check (offline) keeps what is cached.
  const confirmed = me.data;
  useEffect(() => {
    if (!confirmed) return;
    if (!confirmed.user) setSignedOut();
    else if (readCachedUser()?.username !== confirmed.user.username) writeLocal(PERSONAL_DATA.user, { username: confirmed.user.username });
  }, [confirmed, setSignedOut]);

  const setSignedIn = useCallback(
    async (signedIn: SessionUser, via: SignedInEvent['via']) => {
      // An answer to an older check must not undo this sign-in.
      await utils.auth.me.cancel();
      utils.auth.me.setData(undefined, { user: { username: signedIn.username } });
      writeLocal(PERSONAL_DATA.user, { username: signedIn.username });
      emitSignedIn({ username: signedIn.username, via });
      void refreshUserData('invalidate');
    },
    [utils, refreshUserData],
  );

  const { mutateAsync: loginAsync } = login;
  const signIn = useCallback(
    async (input: LoginInput) => {
      const { user: signedIn } = await loginAsync(input);
      await setSignedIn(signedIn, 'login');
      closeAuthDialog();
      return signedIn;
    },
    [loginAsync, setSignedIn],
  );

  const { mutateAsync: registerAsync } = registration;
  const register = useCallback(
    async (input: RegisterInput) => {
      const registered = await registerAsync(input);
      await setSignedIn(registered.user, 'register');
      return registered;
    },
    [registerAsync, setSignedIn],
  );

  const { mutateAsync: resetAsync } = reset;
  const resetPassword = useCallback(
    async (input: ResetPasswordInput) => {
      const result = await resetAsync(input);
      // DECISIONS: a reset ends every session of that user; ask whether ours was one.
      void utils.auth.me.invalidate();
      return result;
    },
    [resetAsync, utils],
  );

  const { mutateAsync: logoutAsync } = logout;
  const signOut = useCallback(async () => {
    try {
      await logoutAsync();
    } catch {
      // Spec 4: a failed logout call still signs out locally.
    }
    await utils.auth.me.cancel();
    utils.auth.me.setData(undefined, { user: null });
    setSignedOut();
  }, [logoutAsync, utils, setSignedOut]);

  const pending: SessionAction | null = login.isPending
    ? 'sign-in'
    : registration.isPending
      ? 'register'
      : reset.isPending
        ? 'reset'
        : logout.isPending
          ? 'sign-out'
          : null;

  return {
    user,
    isMember: user !== null,
    status: user ? 'signed-in' : me.isPending ? 'checking' : 'signed-out',
    pending,
    signIn,
    register,
    resetPassword,
    signOut,
  };
}
