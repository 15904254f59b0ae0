// The "?" shortcut opens the list of keyboard shortcuts (loaded when first asked for).
import { lazy, Suspense, useState } from 'react';
import { useKeyboardShortcuts } from '../lib/keyboard-shortcuts.ts';

const KeyboardHelpDialog = lazy(() => import('./keyboard-help-dialog.tsx'));

export function KeyboardHelp() {
  const [open, setOpen] = useState<boolean | null>(null);
  useKeyboardShortcuts({ '?': () => setOpen(true) });
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardHelpDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
