// The full-card states every screen shares: loading, error, empty and not-found.
import type { ReactNode } from 'react';
import * as styles from './state-view.css.ts';

export function StateView({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.view} role="status">
      <h2 className={styles.title}>{title}</h2>
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
