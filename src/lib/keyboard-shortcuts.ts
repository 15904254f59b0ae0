// Keyboard shortcuts (← → previous and next day, t today, / search, l listen, ? help), ignored while
// the reader is typing or holding a modifier.
import { useEffect, useRef } from 'react';

export type ShortcutKey = 'ArrowLeft' | 'ArrowRight' | 't' | '/' | 'l' | '?';

export const SHORTCUTS: ReadonlyArray<[key: string, action: string]> = [
  ['←', 'Previous day'],
  ['→', 'Next day'],
  ['t', 'Go to today'],
  ['/', 'Search devotions'],
  ['l', 'Listen to the day read aloud; pause and resume'],
  ['?', 'Show these shortcuts'],
];

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Calls the handler of a pressed shortcut; handlers may change between renders. */
export function useKeyboardShortcuts(handlers: Partial<Record<ShortcutKey, () => void>>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Shift+arrows extend a text selection (highlighting), so only bare arrows move a day.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.shiftKey && event.key.startsWith('Arrow')) return;
      // A dialog or menu that is open owns the keyboard.
      if (document.querySelector('[role="dialog"], dialog[open], [role="menu"]')) return;
      const handler = latest.current[event.key as ShortcutKey];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
