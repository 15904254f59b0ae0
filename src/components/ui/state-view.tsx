// The full-card states every screen shares: loading, error, empty and not-found.
import type { ReactNode } from 'react';
import * as styles from './state-view.css.ts';

/** A state stands in for the page's content, so its title is the page's heading. */
export function StateView({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.view} role="status">
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.message}>{children}</div> : null}
      {action}
    </section>
  );
}

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      {label}
    </div>
  );
}

/** A short word to the reader above the page, e.g. why the address's date is not the one shown. */
export function PageNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
