// The header's two menus over Radix DropdownMenu, loaded on first intent (see Deferred):
// the Study menu (spec 2) and the reader's display settings (theme and text size).
import { BookOpen, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import type { DeferredIntent } from '../components/ui/deferred.tsx';
import { TEXT_SIZES, useAppearance, type ColourScheme, type TextSize } from '../lib/appearance.ts';
import * as styles from './header.css.ts';

// The menus render inside the header (no portal), so they stay within its landmark.

/** Focus moves to the loaded trigger when the placeholder had it. */
function useTakeFocus(intent: DeferredIntent) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // An opening menu takes focus itself; moving it to the trigger would close it again.
    if (intent.focus && !intent.open) trigger.current?.focus();
  }, [intent.focus, intent.open]);
  return trigger;
}

export function StudyMenu({ intent }: { intent: DeferredIntent }) {
  const trigger = useTakeFocus(intent);
  return (
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
        </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export function StudyLabel() {
  return (
    <>
      <BookOpen size={18} aria-hidden />
      <span className={styles.studyLabel}>Study</span>
      <ChevronDown size={14} aria-hidden />
    </>
  );
}

const SCHEMES: [ColourScheme, string][] = [
  ['system', 'Match system'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];
const SIZE_LABELS: Record<TextSize, string> = { small: 'Smaller text', medium: 'Default text', large: 'Larger text', 'x-large': 'Largest text' };

export function DisplayMenu({ intent }: { intent: DeferredIntent }) {
  const { scheme, textSize, setScheme, setTextSize } = useAppearance();
  const trigger = useTakeFocus(intent);
  return (
    <DropdownMenu.Root defaultOpen={intent.open} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button ref={trigger} tone="ghost" shape="icon" aria-label="Display settings" title="Display settings">
          <SlidersHorizontal size={18} aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
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
        </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

