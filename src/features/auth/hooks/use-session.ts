// The reader's session on the client (spec 3 "User", 4 "Sign-in"). The user is cached under
// `lumen-user` so the header shows them at once, and `auth.me` (private, never kept by the
// service worker) confirms or corrects it. What signing in and out does to the device's data
// (the merge, sending pending changes, forgetting the account's copies) has one owner,
// lib/kept-lists/account.ts, loaded when it is needed. Kept free of zod: it ships with the first
// page; the server checks every input with the shared schemas.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIdleAfterMount } from '../../../lib/idle.ts';
import type { Unsent } from '../../../lib/kept-lists/account.ts';
import { describeSignOut } from '../../../lib/kept-lists/words.ts';
import { readLocalText, readLocalValue, useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc.ts';
import { DEVICE_KEYS } from '../../../shared/kept-data.ts';
import { closeAuthDialog } from './use-auth-dialog.ts';

const loadAccount = () => import('../../../lib/kept-lists/account.ts');

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

/** What to do with changes that could not be sent before a sign-out. */
export type UnsentChoice = 'keep' | 'discard';

export type SignOutResult =
  /** Signed out; `description` says what went and what stays on this device. */
  | { status: 'signed-out'; description: string }
  /** Not signed out yet: some changes could not be sent, and the member must choose. */
  | { status: 'unsent'; unsent: Unsent };

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
  /**
   * Sends pending changes first; if some cannot be sent, resolves 'unsent' without signing out,
   * and a second call with the member's choice signs out. Never rejects: a failed logout call
   * still signs out here (spec 4).
   */
  signOut: (unsent?: UnsentChoice) => Promise<SignOutResult>;
}

function parseUser(value: unknown): SessionUser | null {
  const username = (value as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username !== '' ? { username } : null;
}

const readCachedUser = () => readLocalValue(DEVICE_KEYS.user, parseUser, null);
/** A sign-out made offline: the server still has the session, which must not sign this device in. */
const logoutOwed = () => readLocalText(DEVICE_KEYS.logoutOwed) !== null;

export function useSession(): Session {
  const user = useLocalValue(DEVICE_KEYS.user, parseUser, null);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // Asked once the page is idle: the cached user shows meanwhile, and on a server-rendered
  // page the question waits for hydration's tasks to finish (lib/idle.ts).
  const me = trpc.auth.me.useQuery(undefined, { enabled: useIdleAfterMount() });
  const login = trpc.auth.login.useMutation();
  const registration = trpc.auth.register.useMutation();
  const reset = trpc.auth.resetPassword.useMutation();
  const [signingOut, setSigningOut] = useState(false);
  const client = utils.client;

  // The server has the last word: a session that ended elsewhere (a password reset, expiry)
  // signs this device out; a session without a cached user (cleared storage) is shown again,
  // unless this device signed out while offline (the server is then told first). A failed
  // check (offline) keeps what is cached.
  const confirmed = me.data;
  useEffect(() => {
    if (!confirmed) return;
    if (!confirmed.user) {
      if (readCachedUser()) void loadAccount().then((account) => account.forgetEndedSession(queryClient));
    } else if (logoutOwed()) {
      void loadAccount().then((account) => account.endServerSession(client));
    } else if (readCachedUser()?.username !== confirmed.user.username) {
      writeLocal(DEVICE_KEYS.user, { username: confirmed.user.username });
    }
  }, [confirmed, queryClient, client]);

  const setSignedIn = useCallback(
    async (signedIn: SessionUser) => {
      // An answer to an older check must not undo this sign-in.
      await utils.auth.me.cancel();
      utils.auth.me.setData(undefined, { user: { username: signedIn.username } });
      const account = await loadAccount();
      account.rememberMember(signedIn.username);
      // Spec 4: the lists are fetched afresh, once the visitor's data has joined the account.
      void account
        .joinAccount({ client, queryClient }, signedIn.username)
        .catch((error: unknown) => console.warn('The data on this device could not join the account yet:', error));
    },
    [utils, client, queryClient],
  );

  const { mutateAsync: loginAsync } = login;
  const signIn = useCallback(
    async (input: LoginInput) => {
      const { user: signedIn } = await loginAsync(input);
      await setSignedIn(signedIn);
      closeAuthDialog();
      return signedIn;
    },
    [loginAsync, setSignedIn],
  );

  const { mutateAsync: registerAsync } = registration;
  const register = useCallback(
    async (input: RegisterInput) => {
      const registered = await registerAsync(input);
      await setSignedIn(registered.user);
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

  const signOut = useCallback(
    async (unsent?: UnsentChoice): Promise<SignOutResult> => {
      setSigningOut(true);
      try {
        const account = await loadAccount();
        const context = { client, queryClient };
        const username = readCachedUser()?.username;
        if (username && !unsent) {
          const left = await account.sendBeforeSignOut(context, username);
          if (left.changes + left.noteDrafts > 0) return { status: 'unsent', unsent: left };
        }
        await utils.auth.me.cancel();
        // Spec 4: a failed logout call still signs out here (forgetAccount tells the server when it can).
        const signedOut = await account.forgetAccount(context, username ?? '', unsent ?? 'discard');
        return { status: 'signed-out', description: describeSignOut(signedOut) };
      } finally {
        setSigningOut(false);
      }
    },
    [client, queryClient, utils],
  );

  const pending: SessionAction | null = login.isPending
    ? 'sign-in'
    : registration.isPending
      ? 'register'
      : reset.isPending
        ? 'reset'
        : signingOut
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
