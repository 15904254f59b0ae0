// Sign-in and sign-out as events any feature can follow without importing the auth feature
// (STYLE "Feature walls"): on sign-in, the bookmarks and highlights features merge what the
// visitor kept on this device into the account (DECISIONS "Accounts, members and safety").

export interface SignedInEvent {
  username: string;
  /** A returning member signed in, or a visitor just created the account. */
  via: 'login' | 'register';
}

type Listener<T> = (event: T) => void | Promise<void>;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: T): void {
      // One listener's failure must not stop the others, nor the sign-in itself.
      for (const listener of [...listeners]) {
        try {
          void Promise.resolve(listener(event)).catch((error: unknown) => console.error('A session listener failed:', error));
        } catch (error) {
          console.error('A session listener failed:', error);
        }
      }
    },
  };
}

const signedIn = channel<SignedInEvent>();
const signedOut = channel<void>();

/** Calls `listener` after every successful login or registration; returns the unsubscribe. */
export const onSignedIn = signedIn.subscribe;
/** Calls `listener` after every sign-out (also when the server could not be told). */
export const onSignedOut = signedOut.subscribe;

export const emitSignedIn = signedIn.emit;
export const emitSignedOut = signedOut.emit;
