// Start-up runs in steps, each its own task: the modules are evaluated, then the server's
// state is read into the cache, then hydration begins. Between steps the browser can paint and
// answer the reader, and a phone's longest start-up task (evaluating the modules) is not
// made longer by the work that follows it.

/** Resolves in a new task (the browser's prioritised `scheduler.yield` where it has one). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
