// Spec 2 "Header": product name and tagline, the Study menu, search, and on the devotion
// screen print and go-to-today; slots for the view-mode toggle and sign-in, which the plan
// and account features fill; and the reader's display settings.
import { CalendarCheck, Printer, Search, SlidersHorizontal } from 'lucide-react';
import { lazy, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Deferred, intentHandlers } from '../components/ui/deferred.tsx';
import { useHiddenOverText } from '../lib/scroll-direction.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../shared/constants.ts';
import * as styles from './header.css.ts';
import { StudyLabel } from './study-label.tsx';

const loadMenus = () => import('./header-menus.tsx');
const StudyMenu = lazy(() => loadMenus().then((module) => ({ default: module.StudyMenu })));
const DisplayMenu = lazy(() => loadMenus().then((module) => ({ default: module.DisplayMenu })));

export interface HeaderProps {
  onSearch?: () => void;
  onPrint?: () => void;
  onToday?: () => void;
  /** The view-mode toggle (spec 2), shown only where a screen supplies it. */
  viewToggle?: ReactNode;
  /** Sign-in or the signed-in user (spec 2). */
  account?: ReactNode;
}

export function Header({ onSearch, onPrint, onToday, viewToggle, account }: HeaderProps) {
  // Below the desktop width it never lies over a line of text (decision 024).
  const ref = useRef<HTMLElement>(null);
  const hidden = useHiddenOverText(ref);
  return (
    <header ref={ref} className={styles.header} data-hidden={hidden ? '' : undefined}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${PRODUCT_NAME}, ${PRODUCT_TAGLINE}: today's devotion`}>
          <span className={styles.name}>{PRODUCT_NAME}</span>
          <span className={styles.tagline}>{PRODUCT_TAGLINE}</span>
        </Link>
        <nav className={styles.actions} aria-label="Main">
          {viewToggle}
          <Deferred
            placeholder={(arm) => (
              <Button tone="ghost" aria-haspopup="menu" aria-expanded={false} {...intentHandlers(arm, loadMenus)}>
                <StudyLabel />
              </Button>
            )}
          >
            {(intent) => <StudyMenu intent={intent} onToday={onToday} onPrint={onPrint} />}
          </Deferred>
          {onToday ? (
            <Button tone="ghost" shape="icon" className={styles.tabletUp} onClick={onToday} title="Go to today" aria-label="Go to today">
              <CalendarCheck size={18} aria-hidden />
            </Button>
          ) : null}
          {onPrint ? (
            <Button tone="ghost" shape="icon" className={styles.tabletUp} onClick={onPrint} title="Print" aria-label="Print">
              <Printer size={18} aria-hidden />
            </Button>
          ) : null}
          {onSearch ? (
            <Button tone="ghost" shape="icon" onClick={onSearch} title="Search devotions" aria-label="Search devotions">
              <Search size={18} aria-hidden />
            </Button>
          ) : null}
          <Deferred
            placeholder={(arm) => (
              <Button
                tone="ghost"
                shape="icon"
                className={styles.tabletUp}
                aria-label="Display settings"
                title="Display settings"
                aria-haspopup="menu"
                aria-expanded={false}
                {...intentHandlers(arm, loadMenus)}
              >
                <SlidersHorizontal size={18} aria-hidden />
              </Button>
            )}
          >
            {(intent) => <DisplayMenu intent={intent} />}
          </Deferred>
          {account}
        </nav>
      </div>
    </header>
  );
}
