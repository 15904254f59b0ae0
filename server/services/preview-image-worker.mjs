// A worker thread of the preview image pool (preview-image-queue.ts): satori's layout and
// resvg's rasterising take about a second of CPU per card, which here costs the event loop
// that answers readers nothing. A worker does not inherit the loader that runs the server's
// TypeScript (tsx, or the test runner's), so it loads the renderer through tsx itself.
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

// Below the event loop and the database: on Linux a thread's nice value is its own, so this
// lowers this thread only, and a render waits whenever a reader's request wants the CPU.
try {
  setPriority(0, 10);
} catch {
  // Not permitted here (some containers): renders still run off the event loop.
}

const { renderPreviewImage } = await tsImport('./preview-image.ts', import.meta.url);

/** One card's PNG (copied back to the main thread, about 120 kB) and how long it took. */
export default async function render(card) {
  return renderPreviewImage(card);
}
