// Every page: a skip link, the header, the main landmark, the footer and the keyboard help.
// Below the desktop width the header, main and footer are the reading area, which scrolls, and
// the screen's actions (the phone's bottom bar) keep their own space under it (decision 036).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PrivacySettingsButton } from '../features/privacy/components/privacy-settings-button.tsx';
import { READING_AREA_ATTRIBUTE, useKeyboardScrollsReading, useReadingPlaceKept } from '../lib/reading-scroller.ts';
import { Header, type HeaderProps } from './header.tsx';
import { KeyboardHelp } from './keyboard-help.tsx';
import * as styles from './page-shell.css.ts';

interface PageShellProps extends HeaderProps {
  children: ReactNode;
  /** The screen's action bar (components/ui/floating-actions.tsx), outside the reading area. */
  actions?: ReactNode;
}

export function PageShell({ children, actions, ...headerProps }: PageShellProps) {
  useReadingPlaceKept();
  useKeyboardScrollsReading();
  const area = { [READING_AREA_ATTRIBUTE]: '' };
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {/* Focusable (not in the tab order) so that the keys that scroll a page can go to it. */}
      <div className={styles.readingArea} tabIndex={-1} {...area}>
        <Header {...headerProps} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          Scripture from the King James Version (public domain) · <Link to="/about">About LUMEN</Link> · <PrivacySettingsButton />
        </footer>
      </div>
      {/* A landmark of its own, now that it is outside main: every part of the page is in one. */}
      {actions ? (
        <section aria-label="Actions" className={styles.actions}>
          {actions}
        </section>
      ) : null}
      <KeyboardHelp />
    </div>
  );
}
