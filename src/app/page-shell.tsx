import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Header, type HeaderProps } from './header.tsx';
import * as styles from './page-shell.css.ts';

export function PageShell({ children, ...headerProps }: HeaderProps & { children: ReactNode }) {
  return (
    <>
      <Header {...headerProps} />
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        Scripture from the King James Version (public domain) · <Link to="/about">About LUMEN</Link>
      </footer>
    </>
  );
}
