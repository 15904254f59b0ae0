// A native <dialog> shown as a modal while `open` is true (decision 038). The browser does what
// a script dialog does by hand in the press's own task: it makes the rest of the page inert,
// keeps the focus inside, closes on a phone's Back, and draws the backdrop. The
// element can stay in the page while closed, so a dialog mounted ahead of its first press opens
// with one call. The page's scroll is locked in CSS, by a `:has()` rule on the dialog's class.
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';

interface ModalDialogOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes once the dialog has closed; by default where it was when it opened. */
  focusOnClose?: () => HTMLElement | null;
}

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/** The props for a full-screen `<dialog>`: a press on the dialog itself, outside its box, closes it. */
export function useModalDialog({ open, onOpenChange, focusOnClose }: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOutside = useRef(false);
  const latest = useRef({ open, onOpenChange, focusOnClose });
  latest.current = { open, onOpenChange, focusOnClose };

  // Where the focus goes as the dialog closes: to a place the dialog names, or back to where it
  // was when the focus is lost (still in the closed dialog, or nowhere). Done in the same task as
  // the close, so the reader's next key goes to the page, not to a hidden search box.
  const handBackFocus = useCallback(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || ref.current?.contains(active);
    const target = latest.current.focusOnClose?.() ?? (lost ? opener.current : null);
    // Opened from nowhere (a shortcut key on the page): the focus leaves the dialog for the page.
    if (target && target !== document.body) target.focus({ preventScroll: true });
    else if (lost && active instanceof HTMLElement) active.blur();
    opener.current = null;
  }, []);

  // Before paint: the press that opens the dialog shows it in its own frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      handBackFocus();
    }
  }, [open, handBackFocus]);

  return {
    ref,
    // Closed by the browser (a phone's Back): the page's state follows.
    onClose: () => {
      if (!latest.current.open) return;
      latest.current.onOpenChange(false);
      handBackFocus();
    },
    // Escape closes at once, also from a search box, where the browser's first Escape would
    // only clear the box.
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.onOpenChange(false);
    },
    // A press that starts and ends on the dialog itself, not on its box, is a press on the
    // backdrop. A text selection dragged out of the box ends there too, and must not close it.
    onPointerDown: (event) => {
      pressedOutside.current = event.target === event.currentTarget;
    },
    onClick: (event) => {
      if (pressedOutside.current && event.target === event.currentTarget) latest.current.onOpenChange(false);
      pressedOutside.current = false;
    },
  };
}
