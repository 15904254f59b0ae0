// The parts a reader's first press opens are loaded lazily, to keep them off the first page:
// the bookmark toggle, the toast most presses answer with, search, a Strong's entry and the
// share dialog. Once the app has started they are fetched in idle time, one at a time, so that
// the first press neither waits for the network nor suspends: a preloaded part renders in the
// press's own frame (lib/preloadable.tsx), where React.lazy would show a fallback first and hold
// the part back for up to 300 ms.
import { ToastView } from '../components/ui/toast.tsx';
import { BookmarkToggle } from '../features/bookmarks/components/bookmark-action.tsx';
import { LazySearchOverlay } from '../features/search/components/lazy-search-overlay.ts';
import { LazyShareDialog } from '../features/share/components/lazy-share-dialog.ts';
import { preloadStrongsModal } from '../features/strongs/components/strongs-provider.tsx';
import { whenIdle } from '../lib/idle.ts';

const FIRST_PRESSES: ReadonlyArray<() => Promise<unknown>> = [
  BookmarkToggle.preload,
  ToastView.preload,
  LazySearchOverlay.preload,
  preloadStrongsModal,
  LazyShareDialog.preload,
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
