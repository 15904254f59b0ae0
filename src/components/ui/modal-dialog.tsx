// The dialog shape of `Modal` (dialog.tsx) as a native modal <dialog> (decision 038): backdrop,
// title, close button. It can be mounted closed ahead of its first press,
// which then only shows it. For dialogs that open nothing over themselves: a Radix confirmation
// or toast shown over a native modal dialog would be inert, neither pressable nor read out.
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';
import { screen } from './modal-dialog.css.ts';
import { useModalDialog } from './use-modal-dialog.ts';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

export function ModalDialog({ open, onOpenChange, title, children }: ModalDialogProps) {
  const dialog = useModalDialog({ open, onOpenChange });
  const titleId = useId();
  return (
    <dialog {...dialog} className={screen} aria-labelledby={titleId}>
      <div className={styles.box}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button tone="secondary" shape="icon" aria-label="Close" onClick={() => onOpenChange(false)}>
            <X size={18} aria-hidden />
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
