// Whether the auth dialog is open, and on which tab: one state for the page, so the header's
// sign-in button, a locked feature (study notes) or the upgrade dialog can all open it, and a
// successful sign-in can close it (spec 4 "Sign-in").
import { useSyncExternalStore } from 'react';

export type AuthTab = 'sign-in' | 'create-account';

export interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  /** Opened at least once: from then on the (lazily loaded) dialog stays mounted. */
  opened: boolean;
}

let state: AuthDialogState = { open: false, tab: 'sign-in', opened: false };
const listeners = new Set<() => void>();

function update(next: Partial<AuthDialogState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Opens the auth dialog, on Sign In unless another tab is asked for. */
export function openAuthDialog(tab: AuthTab = 'sign-in'): void {
  update({ open: true, opened: true, tab });
}

/** The reader chose the other tab. */
export function selectAuthTab(tab: AuthTab): void {
  if (state.tab !== tab) update({ tab });
}

export function closeAuthDialog(): void {
  if (state.open) update({ open: false });
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
