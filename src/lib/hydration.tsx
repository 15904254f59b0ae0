// Server rendering (issue 15): the first client render must draw exactly what the server drew.
// Things only the browser knows (the reader's storage, the page's selection, portals into
// <body>) wait for `useHydrated()`, which is false on the server and while React hydrates the
// server's HTML, and true from the render that follows (and at once in a client-only render).
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Its children only once hydrated (the highlight layer reads the page's selection and draws
 * into <body>). A component of its own, so that only it renders again after hydration.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
