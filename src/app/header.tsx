// Spec 2 "Header": product name and tagline, the Study menu, search, and on the devotion
// screen print and go-to-today.
import { BookOpen, CalendarCheck, ChevronDown, Printer, Search } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../shared/constants.ts';
import * as styles from './header.css.ts';

export interface HeaderProps {
  onSearch?: () => void;
  onPrint?: () => void;
  onToday?: () => void;
}

export function Header({ onSearch, onPrint, onToday }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${PRODUCT_NAME}, ${PRODUCT_TAGLINE}: today's devotion`}>
          <span className={styles.name}>{PRODUCT_NAME}</span>
          <span className={styles.tagline}>{PRODUCT_TAGLINE}</span>
        </Link>
        <nav className={styles.actions} aria-label="Main">
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button tone="ghost" aria-label="Study">
                <BookOpen size={18} aria-hidden />
                <span className={styles.studyLabel}>Study</span>
                <ChevronDown size={14} aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
                <DropdownMenu.Item asChild className={styles.menuItem}>
                  <Link to="/">Daily Devotions</Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={styles.menuItem}>
                  <Link to="/james-study/1">30-Day Study of James</Link>
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          {onToday ? (
            <Button tone="ghost" shape="icon" onClick={onToday} title="Go to today" aria-label="Go to today">
              <CalendarCheck size={18} aria-hidden />
            </Button>
          ) : null}
          {onPrint ? (
            <Button tone="ghost" shape="icon" onClick={onPrint} title="Print" aria-label="Print">
              <Printer size={18} aria-hidden />
            </Button>
          ) : null}
          {onSearch ? (
            <Button tone="ghost" shape="icon" onClick={onSearch} title="Search devotions" aria-label="Search devotions">
              <Search size={18} aria-hidden />
            </Button>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
