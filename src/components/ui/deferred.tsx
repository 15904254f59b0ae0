// A control whose interactive part (a Radix menu or popover) is loaded on first intent
// instead of with the page: the first page stays light on a phone. Pointing at or focusing
// the placeholder starts loading; clicking it swaps in the real control, already open.
import { Suspense, useState, type ReactNode } from 'react';

export interface DeferredIntent {
  /** The control was clicked before it loaded: open it once it has. */
  open: boolean;
  /** Give focus to the loaded control (the placeholder had it). */
  focus: boolean;
}

interface DeferredProps {
  /** A look-alike of the control; spread `intentHandlers(arm, preload)` on it. */
  placeholder: (arm: (intent: DeferredIntent) => void) => ReactNode;
  /** The real control, usually a React.lazy component. */
  children: (intent: DeferredIntent) => ReactNode;
}

export function Deferred({ placeholder, children }: DeferredProps) {
  const [intent, setIntent] = useState<DeferredIntent | null>(null);
  if (!intent) return <>{placeholder(setIntent)}</>;
  return <Suspense fallback={placeholder(() => undefined)}>{children(intent)}</Suspense>;
}

/**
 * Handlers for a placeholder button. Hover and focus only warm the module (no re-render, so a
 * tap that follows still lands on the same button); the click swaps in the real control.
 */
export function intentHandlers(arm: (intent: DeferredIntent) => void, preload: () => Promise<unknown>) {
  const warm = () => void preload().catch(() => undefined);
  return {
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => arm({ open: true, focus: true }),
  };
}

/**
 * True from the first render in which `condition` held, and from then on: a feature that has
 * loaded stays mounted (a reader who removes their last bookmark keeps the toggle and its focus).
 */
export function useLatched(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  // Adjusting state while rendering, as React's docs describe for state derived from props.
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
