// Gives the page back what the reader did before React listened (kept by the head script,
// lib/head-boot.ts): each event is sent again, as it was, to the element it was meant for,
// where React handles it like any event that arrives while it hydrates (it hydrates that part
// at once, then runs its handlers). What the browser did by itself is not sent again.
import { EARLY_INPUT_GLOBAL, EARLY_KEY_EVENTS, EARLY_POINTER_EVENTS, type EarlyEventType, type EarlyInput } from './head-boot.ts';

function take(types: readonly EarlyEventType[]): Event[] {
  const kept = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  return kept?.take(types) ?? [];
}

function isTypingTarget(element: Element): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/** Where the event should go again, or null when the browser answered it already. */
function targetFor(event: Event): Element | null {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected || event.defaultPrevented) return null;
  // A link is followed by the browser, a box takes its text: neither needs the app.
  if (target.closest('a[href]')) return null;
  if (event instanceof KeyboardEvent) {
    if (isTypingTarget(target)) return null;
    // Enter or Space on a button was sent as a click too, and that click is given back.
    if ((event.key === 'Enter' || event.key === ' ') && target.closest('button, [role="button"]')) return null;
  }
  return target;
}

function sendAgain(events: Event[], keep: (event: Event, target: Element) => boolean = () => true): void {
  for (const event of events) {
    const target = targetFor(event);
    if (!target || !keep(event, target)) continue;
    // An event's own fields make the new one: same kind, keys, button, position and pointer.
    const Kind = event.constructor as new (type: string, init: EventInit) => Event;
    target.dispatchEvent(new Kind(event.type, event as unknown as EventInit));
  }
}

/**
 * Right after `hydrateRoot`: the presses and clicks kept so far go to React, and from now on
 * they reach React directly. Returns the time from which React listened.
 */
export function handEarlyPointerInputToReact(): number {
  sendAgain(take(EARLY_POINTER_EVENTS));
  return performance.now();
}

/**
 * Once the app has committed (its keyboard shortcuts listen on `window`, outside React): the
 * keys kept so far, except those React has had itself, pressed inside `root` after it listened.
 */
export function handEarlyKeysToApp(root: Element, listeningSince: number): void {
  sendAgain(take(EARLY_KEY_EVENTS), (event, target) => event.timeStamp < listeningSince || !root.contains(target));
}
