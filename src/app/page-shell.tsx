// Every page: a skip link, the header, the main landmark, the footer and the keyboard help.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PrivacySettingsButton } from '../features/privacy/components/privacy-settings-button.tsx';
import { Header, type HeaderProps } from './header.tsx';
import { KeyboardHelp } from './keyboard-help.tsx';
import * as styles from './page-shell.css.ts';

export function PageShell({ children, ...headerProps }: HeaderProps & { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header {...headerProps} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        Scripture from the King James Version (public domain) · <Link to="/about">About LUMEN</Link> · <PrivacySettingsButton />
      </footer>
      <KeyboardHelp />
    </>
  );
}
