// A CSS media query as React state, for what CSS alone cannot decide (which items a menu
// holds). The server and the first render answer false; the live page follows the screen.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
