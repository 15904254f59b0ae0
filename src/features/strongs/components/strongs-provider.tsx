// Puts the Strong's Concordance under a page: any descendant can open it (useStrongs). The
// modal's code (its tabs, the entry and search panels) loads on first use or first intent, so
// the first page does not carry it. Once the page is idle it is loaded and the modal is
// mounted closed (decision 038), so that a press on a word only shows it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingOverlay } from '../../../components/ui/state-view.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLoadedWhenIdle } from '../../../lib/idle.ts';
import { StrongsContext, type StrongsController } from '../hooks/use-strongs.ts';
import type { StrongsModalProps } from './strongs-modal.tsx';

/** The modal once its module has loaded: it then renders at once, with no Suspense fallback. */
let loadedModal: ComponentType<StrongsModalProps> | null = null;
const loadStrongsModal = () => import('./strongs-modal.tsx').then((module) => (loadedModal = module.default));

/** Loads the modal's code ahead of a first opening (app/first-presses.ts); a failure is left to the opening. */
export const preloadStrongsModal = (): Promise<unknown> => loadStrongsModal().catch(() => undefined);

/** Shown instead of the modal when its code cannot be fetched (offline, or a newer release). */
function ConcordanceUnavailable({ onOpenChange }: StrongsModalProps) {
  const toast = useToast();
  useEffect(() => {
    toast({
      title: "Strong's Concordance unavailable",
      description: 'It could not be loaded. Check your connection and try again.',
      tone: 'destructive',
    });
    onOpenChange(false);
  }, [toast, onOpenChange]);
  return null;
}

function lazyStrongsModal(onLoadFailed: () => void) {
  return lazy<ComponentType<StrongsModalProps>>(() =>
    loadStrongsModal().then(
      (modal) => ({ default: modal }),
      () => {
        onLoadFailed();
        return { default: ConcordanceUnavailable };
      },
    ),
  );
}

export function StrongsProvider({ children }: { children: ReactNode }) {
  const loadFailed = useRef(false);
  const [LazyStrongsModal, setStrongsModal] = useState(() => lazyStrongsModal(() => (loadFailed.current = true)));
  // The word of the latest opening; null until the first (or for the empty prompt).
  const [request, setRequest] = useState<{ strongsNumber: string | null } | null>(null);
  const [open, setOpen] = useState(false);
  // Not loaded (offline, a new deploy): the first opening loads it, or says it cannot.
  const mountedAhead = useLoadedWhenIdle(loadStrongsModal);

  const openStrongs = useCallback((strongsNumber?: string | null) => {
    if (loadFailed.current) {
      // A failed load is not cached for ever: the next opening tries again.
      loadFailed.current = false;
      setStrongsModal(() => lazyStrongsModal(() => (loadFailed.current = true)));
    }
    setRequest({ strongsNumber: strongsNumber ?? null });
    setOpen(true);
  }, []);
  const preloadStrongs = useCallback(() => void preloadStrongsModal(), []);
  const controller = useMemo<StrongsController>(() => ({ openStrongs, preloadStrongs }), [openStrongs, preloadStrongs]);

  const StrongsModal = loadedModal ?? LazyStrongsModal;
  return (
    <StrongsContext.Provider value={controller}>
      {children}
      {request || mountedAhead ? (
        // React.lazy suspends on its first render even when the module is here, and React holds
        // a revealed boundary back for up to 300 ms: a loaded modal is rendered directly.
        <Suspense fallback={open ? <LoadingOverlay label="Loading Strong's Concordance..." /> : null}>
          <StrongsModal open={open} onOpenChange={setOpen} initialNumber={request?.strongsNumber ?? null} />
        </Suspense>
      ) : null}
    </StrongsContext.Provider>
  );
}
