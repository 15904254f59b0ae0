// The header's two menus over Radix DropdownMenu, loaded on first intent (see Deferred):
// the Study menu (spec 2) and the reader's display settings (theme and text size). On phones
// the Study menu is the header's one overflow menu: it also holds go-to-today, print and the
// display settings, whose own buttons do not fit beside it on one row (decision 023).
import { SlidersHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import type { DeferredIntent } from '../components/ui/deferred.tsx';
import { TEXT_SIZES, useAppearance, type ColourScheme, type TextSize } from '../lib/appearance.ts';
import { MemoryMenuLabel } from '../features/memory/components/memory-menu-entry.tsx';
import { useMediaQuery } from '../lib/media-query.ts';
import { breakpoints } from '../styles/theme.css.ts';
import * as styles from './header.css.ts';
import { StudyLabel } from './study-label.tsx';

// The menus render inside the header (no portal), so they stay within its landmark.

const loadReminderDialog = () => import('../features/reminders/components/reminder-dialog.tsx');
const warmReminderDialog = () => void loadReminderDialog().catch(() => undefined);
const ReminderDialog = lazy(() => loadReminderDialog().then((module) => ({ default: module.ReminderDialog })));

/** The library's screen starts loading as the reader points at (or tabs to) its entry. */
const warmLibrary = () => void import('./routes/library-route.tsx').catch(() => undefined);

/** Focus moves to the loaded trigger when the placeholder had it. */
function useTakeFocus(intent: DeferredIntent) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // An opening menu takes focus itself; moving it to the trigger would close it again.
    if (intent.focus && !intent.open) trigger.current?.focus();
  }, [intent.focus, intent.open]);
  return trigger;
}

/** What the header's own buttons do, offered in the phone's menu. */
export interface PhoneMenuActions {
  onToday?: () => void;
  onPrint?: () => void;
}

export function StudyMenu({ intent, onToday, onPrint }: { intent: DeferredIntent } & PhoneMenuActions) {
  const trigger = useTakeFocus(intent);
  const phone = useMediaQuery(breakpoints.phone);
  const [reminderOpen, setReminderOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root defaultOpen={intent.open} modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button ref={trigger} tone="ghost">
            <StudyLabel />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/">Daily Devotions</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/james-study/1">30-Day Study of James</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/library" onPointerEnter={warmLibrary} onFocus={warmLibrary}>
              Your Library
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/memory">
              <MemoryMenuLabel />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={styles.menuItem}
            onPointerEnter={warmReminderDialog}
            onFocus={warmReminderDialog}
            onSelect={() => setReminderOpen(true)}
          >
            Daily reminder
          </DropdownMenu.Item>
          {phone && (onToday || onPrint) ? <DropdownMenu.Separator className={styles.menuSeparator} /> : null}
          {phone && onToday ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={onToday}>
              Go to today
            </DropdownMenu.Item>
          ) : null}
          {phone && onPrint ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={onPrint}>
              Print
            </DropdownMenu.Item>
          ) : null}
          {phone ? (
            <>
              <DropdownMenu.Separator className={styles.menuSeparator} />
              <DisplayMenuItems />
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {reminderOpen ? (
        <Suspense fallback={null}>
          <ReminderDialog open={reminderOpen} onOpenChange={setReminderOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

const SCHEMES: [ColourScheme, string][] = [
  ['system', 'Match system'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];
const SIZE_LABELS: Record<TextSize, string> = {
  small: 'Smaller text',
  medium: 'Default text',
  large: 'Larger text',
  'x-large': 'Largest text',
};

export function DisplayMenu({ intent }: { intent: DeferredIntent }) {
  const trigger = useTakeFocus(intent);
  return (
    <DropdownMenu.Root defaultOpen={intent.open} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button ref={trigger} tone="ghost" shape="icon" className={styles.tabletUp} aria-label="Display settings" title="Display settings">
          <SlidersHorizontal size={18} aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
        <DisplayMenuItems />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Theme and text size, as radio items of whichever menu holds them. */
function DisplayMenuItems() {
  const { scheme, textSize, setScheme, setTextSize } = useAppearance();
  return (
    <>
      <DropdownMenu.Label className={styles.menuLabel}>Theme</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={scheme} onValueChange={(value) => setScheme(value as ColourScheme)}>
        {SCHEMES.map(([value, label]) => (
          <DropdownMenu.RadioItem key={value} value={value} className={styles.menuItem}>
            <DropdownMenu.ItemIndicator className={styles.menuCheck}>✓</DropdownMenu.ItemIndicator>
            {label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className={styles.menuSeparator} />
      <DropdownMenu.Label className={styles.menuLabel}>Text size</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={textSize} onValueChange={(value) => setTextSize(value as TextSize)}>
        {TEXT_SIZES.map((size) => (
          <DropdownMenu.RadioItem key={size} value={size} className={styles.menuItem}>
            <DropdownMenu.ItemIndicator className={styles.menuCheck}>✓</DropdownMenu.ItemIndicator>
            {SIZE_LABELS[size]}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
