// Texts the auth feature shows in more than one place (spec 4, 8).

/** Spec 8: what a failed call shows when the server gave no message of its own. */
export const FALLBACK_MESSAGES = {
  login: 'Please check your credentials and try again.',
  register: 'Please try a different username or check your password.',
  reset: 'Please check your username and try again.',
} as const;

/**
 * The server's own words when it answered (a tRPC error carries `data`), else `fallback`:
 * a network failure's "Failed to fetch" says nothing to a reader.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = error as { message?: unknown; data?: unknown } | null;
  return failure?.data && typeof failure.message === 'string' && failure.message.trim() ? failure.message : fallback;
}
