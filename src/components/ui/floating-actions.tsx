// Spec 2 "Floating action buttons": the screen's own actions (bookmark, crown, share) and
// back to top, stacked at the bottom right where a thumb reaches them.
import { ArrowUp } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './floating-actions.css.ts';

export function FloatingActions({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.bar} role="group" aria-label="Quick actions">
      {children}
      <FloatingAction
        label="Back to top"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        <ArrowUp size={20} aria-hidden />
      </FloatingAction>
    </div>
  );
}

/** One round button of the bar; `label` is its name and tooltip. */
export function FloatingAction({ label, children, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <Button tone="primary" shape="icon" className={styles.action} aria-label={label} title={label} {...props}>
      {children}
    </Button>
  );
}
