// A dialog opened from anywhere on a page without drawing the page again. Its open state lives
// in a small host component rather than in the page: opening search from the header of a long
// devotion used to render the whole devotion again in the press's own frame (about 150 ms of
// a phone-speed CPU before the overlay could paint). Once opened, the dialog stays mounted, so
// that closing it hands the focus back where it was.
//
// The host must hydrate with the control that opens it: inside a Suspense boundary of the
// server's page it would hydrate later, and a press before then would find no host and be
// lost. So it is never put in one; the lazily loaded dialog gets its own boundary here, once opened.
//
// A dialog that can be drawn closed (search, a native <dialog>) can be mounted ahead: once the
// page is idle its module is loaded and it is drawn closed, in a transition, so that the first
// press only shows it.
import { Suspense, useCallback, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLoadedWhenIdle } from '../../lib/idle.ts';

export interface DialogHandle {
  open: () => void;
}

/** A handle for a DialogHost, and a stable function that opens it. */
export function useDialogHandle(): [Ref<DialogHandle>, () => void] {
  const handle = useRef<DialogHandle>(null);
  const open = useCallback(() => handle.current?.open(), []);
  return [handle, open];
}

interface DialogHostProps {
  handle: Ref<DialogHandle>;
  /** The dialog (lazily loaded or not), once first opened; `setOpen(false)` closes it. */
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
  /** Loads the dialog's module; given, the dialog is mounted closed once the page is idle and that has loaded. */
  mountAhead?: () => Promise<unknown>;
}

export function DialogHost({ handle, children, mountAhead }: DialogHostProps) {
  const [state, setState] = useState({ opened: false, open: false });
  // Not loaded (offline, a new deploy): the first press loads it, as without mounting ahead.
  const mountedAhead = useLoadedWhenIdle(mountAhead);
  useImperativeHandle(handle, () => ({ open: () => setState({ opened: true, open: true }) }), []);
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return state.opened || mountedAhead ? <Suspense fallback={null}>{children(state.open, setOpen)}</Suspense> : null;
}
