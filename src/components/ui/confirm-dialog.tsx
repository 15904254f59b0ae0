// A question that must be answered before something happens (clearing the device's data,
// turning its storage off, signing out with unsent changes): Radix's AlertDialog, which keeps
// focus inside and does not close on a click outside. The actions are the answers; the first
// is the one the reader most likely wants, and Escape or "Cancel" answers no.
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';

export interface ConfirmAction {
  label: string;
  onSelect: () => void;
  tone?: 'primary' | 'secondary';
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What the question is about in detail (a list of what would go, say). */
  children?: ReactNode;
  actions: ConfirmAction[];
  cancelLabel?: string;
}

export function ConfirmDialog({ open, onOpenChange, title, description, children, actions, cancelLabel = 'Cancel' }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.backdrop} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children}
          <div className={styles.actions}>
            {actions.map((action) => (
              <AlertDialog.Action key={action.label} asChild>
                <Button tone={action.tone ?? 'primary'} onClick={action.onSelect}>
                  {action.label}
                </Button>
              </AlertDialog.Action>
            ))}
            <AlertDialog.Cancel asChild>
              <Button tone="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
