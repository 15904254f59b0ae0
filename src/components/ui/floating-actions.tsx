// Spec 2 "Floating action buttons": the screen's own actions (bookmark, highlights, notes,
// membership, share). Below the desktop width they are one bottom bar with a word under each
// icon, in its own space under the reading area: it gives that space to the text while the
// reader scrolls down and takes it back as they scroll up, and never lies over a line (decision
// 036). On wide screens, where the margin beside the text is free, they are a column at the
// bottom right with back to top (decision 022). The page shell places it (PageShell `actions`).
import { ArrowUp } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { scrollReadingTo } from '../../lib/reading-scroller.ts';
import { useHiddenWhileReadingDown } from '../../lib/scroll-direction.ts';
import { Button } from './button.tsx';
import * as styles from './floating-actions.css.ts';

export function FloatingActions({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hidden = useHiddenWhileReadingDown(ref);
  return (
    <div ref={ref} className={styles.bar} role="group" aria-label="Quick actions" data-action-bar="" data-hidden={hidden ? '' : undefined}>
      {children}
      <FloatingAction
        label="Back to top"
        caption="Top"
        className={styles.desktopOnly}
        onClick={() => {
          scrollReadingTo(0, window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        <ArrowUp size={20} aria-hidden />
      </FloatingAction>
    </div>
  );
}

interface FloatingActionProps extends ComponentProps<'button'> {
  /** The button's name and tooltip. */
  label: string;
  /** The word under the icon in the phone's bar; a word of `label`, so the name contains it. */
  caption: string;
}

/** One button of the bar: a round icon on wide screens, an icon over its word on phones. */
export function FloatingAction({ label, caption, children, className, ...props }: FloatingActionProps) {
  return (
    <Button
      tone="primary"
      shape="icon"
      className={className ? `${styles.action} ${className}` : styles.action}
      aria-label={label}
      title={label}
      {...props}
    >
      {children}
      <span className={styles.caption} aria-hidden>
        {caption}
      </span>
    </Button>
  );
}
