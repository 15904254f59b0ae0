// Toasts (spec 2 and 9): one visible at a time, a new one replaces the last, 5000 ms, swipe
// right past 50 px to dismiss, F8 focuses the viewport. The Radix part loads with the first
// toast, so pages that never show one do not carry it.
import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'default' | 'destructive';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);
/** The Radix toast; once loaded (in idle time: app/first-presses.ts) a toast shows in the press's own frame. */
export const ToastView = preloadable(() => import('./toast-view.tsx').then((module) => module.default));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setCurrent({ ...message, id: Date.now() + Math.random() });
    setOpen(true);
  }, []);

  return (
    <>
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {current ? (
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shows a toast; the one on screen, if any, is replaced. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
