// Work a reader does not wait for (prefetching the next days, asking the server who is signed
// in) runs once the browser is idle, not in the effects that follow hydration. Run there, its
// requests and their bookkeeping joined the commit's task, one of the longest of a phone's
// start-up; from an idle callback it is a short task of its own.
import { startTransition, useEffect, useState } from 'react';

/** A browser idle callback never waits longer than this. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` when the browser is next idle (or after a tick where it cannot say); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/** False on the first render (and hydration), true from the browser's first idle moment after it. */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * False until `load` (called once the browser is first idle) has resolved, then true, set in a
 * transition: what it draws (a dialog mounted closed ahead of its first press) never holds up a
 * press. Without `load`, or when it fails (offline, a new deploy), it stays false.
 */
export function useLoadedWhenIdle(load: (() => Promise<unknown>) | undefined): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    const cancel = whenIdle(() => {
      load().then(
        () => live && startTransition(() => setLoaded(true)),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load]);
  return loaded;
}
