// The Radix part of the toasts, loaded with the first toast (see toast.tsx).
import { Toast } from 'radix-ui';
import type { ToastMessage } from './toast.tsx';
import * as styles from './toast.css.ts';

interface ToastViewProps {
  toast: ToastMessage & { id: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function ToastView({ toast, open, onOpenChange }: ToastViewProps) {
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label="Notification">
      <Toast.Root
        key={toast.id}
        open={open}
        onOpenChange={onOpenChange}
        type={toast.tone === 'destructive' ? 'foreground' : 'background'}
        className={`${styles.toast} ${toast.tone === 'destructive' ? styles.destructive : ''}`}
      >
        <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
        {toast.description ? <Toast.Description className={styles.description}>{toast.description}</Toast.Description> : null}
        <Toast.Close className={styles.close} aria-label="Dismiss notification">
          ×
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
