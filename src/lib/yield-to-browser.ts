// Start-up runs in steps, each its own task: the libraries, then the app's modules, then its
// state, then hydration. As one task it blocked a phone's input for a third of a second (and
// counted whole in Lighthouse's Total Blocking Time); between steps the browser can paint and
// answer the reader.

/** Resolves in a new task (the browser's prioritised `scheduler.yield` where it has one). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
