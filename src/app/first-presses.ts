// The parts a reader's first press opens are loaded lazily, to keep them off the first page:
// search, a Strong's entry, the share dialog, the bookmark toggle and the toast most presses
// answer with. Once the app has started
// they are fetched in idle time, one at a time, so that first press does not wait for the network.
import { whenIdle } from '../lib/idle.ts';

const FIRST_PRESSES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('../features/bookmarks/components/bookmark-toggle.tsx'),
  () => import('../components/ui/toast-view.tsx'),
  () => import('../features/search/components/search-overlay.tsx'),
  () => import('../features/strongs/components/strongs-modal.tsx'),
  () => import('../features/share/components/share-dialog.tsx'),
];

/** Loads each first-press module in an idle moment of its own (a failure is left to the press). */
export function prefetchFirstPresses(): void {
  const next = (index: number) => {
    const load = FIRST_PRESSES[index];
    if (!load) return;
    whenIdle(() => {
      load()
        .catch(() => undefined)
        .finally(() => next(index + 1));
    });
  };
  next(0);
}
