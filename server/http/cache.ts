// DECISIONS "Scale": public content is cacheable (with ETags); anything about a user is not.
export function cacheControl(kind: 'public' | 'private'): string {
  return kind === 'public' ? 'public, max-age=300, stale-while-revalidate=86400' : 'private, no-store';
}
