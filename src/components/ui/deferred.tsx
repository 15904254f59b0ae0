// A control whose interactive part (a Radix menu, popover or toast) is loaded on first intent
// (pointer over, focus or click) instead of with the page: the first page stays light on a
// phone, and the control still opens on the first click.
import { Suspense, useState, type ReactNode } from 'react';

export interface DeferredIntent {
  /** The control was clicked before it loaded: open it once it has. */
  open: boolean;
  /** The placeholder had focus: give it to the loaded control. */
  focus: boolean;
}

interface DeferredProps {
  /** A look-alike of the control, wired to `arm` on intent. */
  placeholder: (arm: (intent: DeferredIntent) => void) => ReactNode;
  /** The real control, usually a React.lazy component. */
  children: (intent: DeferredIntent) => ReactNode;
}

export function Deferred({ placeholder, children }: DeferredProps) {
  const [intent, setIntent] = useState<DeferredIntent | null>(null);
  const arm = (next: DeferredIntent) => setIntent((current) => (current && !next.open ? current : next));
  if (!intent) return <>{placeholder(arm)}</>;
  return <Suspense fallback={placeholder(arm)}>{children(intent)}</Suspense>;
}

/** Event handlers that arm a Deferred control from its placeholder button. */
export function intentHandlers(arm: (intent: DeferredIntent) => void) {
  return {
    onPointerEnter: () => arm({ open: false, focus: false }),
    onFocus: () => arm({ open: false, focus: true }),
    onClick: () => arm({ open: true, focus: true }),
  };
}
