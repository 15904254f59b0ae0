import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { HELD_INPUT_GLOBAL } from './lib/head-boot.ts';
import { loadAppearance } from './lib/appearance.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorkerOnceSettled } from './lib/service-worker.ts';
import { hydrateQueries, readSsrState } from './lib/ssr-state.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles/global.css.ts';

// The reader's theme and text size (a blocking script in <head> already applied them to a
// server-rendered page; this keeps the app's own state in step).
loadAppearance();

// zod 4 probes `new Function` once to decide whether to compile its parsers; under the CSP (no
// 'unsafe-eval') the probe is refused and reported as a violation. Its `jitless` setting
// (z.config) lives on this global, which zod reads when it first loads (lazily, with the
// user-data features), so it is set here without bringing zod into the first page.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Spec 8: a missing root element or a render failure writes a red error message into the page.
function showFatalError(message: string) {
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'color:#b42318;padding:1rem;white-space:pre-wrap;font-family:system-ui,sans-serif';
  box.textContent = message;
  document.body.prepend(box);
}

// Spec 8: global errors and unhandled rejections are only logged.
window.addEventListener('error', (event) => console.error('Unhandled error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection:', event.reason));

// What the reader did before the app was live: the page's head script holds clicks and keys
// from the first paint (lib/head-boot.ts). Holding stops when hydration begins (React
// then replays events on parts not hydrated yet itself), and what was held is handed over once
// the first commit is in place (FirstCommitMark).
type HeldInput = { release: () => Event[] };
const inputHolder = (window as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT_GLOBAL];
let heldInput: Event[] = [];
// Keys pressed while hydration is under way are held too: the shortcuts listen from the commit.
const holdKey = (event: KeyboardEvent) => void heldInput.push(event);

function replayHeldInput(): void {
  window.removeEventListener('keydown', holdKey);
  for (const event of heldInput.splice(0)) {
    // Handled already (a shortcut calls preventDefault): handing it over again would act twice.
    if (event.defaultPrevented) continue;
    const target = event.target instanceof Element && event.target.isConnected ? event.target : null;
    if (event instanceof KeyboardEvent) {
      const { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat } = event;
      (target ?? window).dispatchEvent(new KeyboardEvent('keydown', { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat, bubbles: true, cancelable: true }));
    } else {
      // A button tapped early (perhaps on its icon); a link tapped early has navigated already.
      // Some controls act on the press rather than the click (Radix tabs select on mousedown),
      // so the press is handed over too.
      const button = target?.closest('button');
      if (!button) continue;
      button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      button.click();
    }
  }
}

/** Marks when the first render (or hydration) has committed: the timing stays in the browser. */
function FirstCommitMark({ name }: { name: string }) {
  // Passive effects run children first: the app's own listeners are in place by now.
  useEffect(() => {
    performance.mark(name);
    replayHeldInput();
  }, [name]);
  return null;
}

/**
 * Starts the app in steps, each its own task (lib/yield-to-browser.ts): after the modules are
 * evaluated, the server's state is read into the cache; then hydration begins. Run at once,
 * both joined the task that evaluates the modules, already the longest of the start-up.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // A page the server rendered (issue 15) carries the queries it was drawn from: the cache
  // starts with them, so hydration draws the same HTML and fetches none of it again. The
  // precached shell (offline) has none and renders from scratch.
  const state = readSsrState(document);
  const queryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state);
  await yieldToBrowser();
  // Held by the head script until here, where React (or the replay at the first commit) takes over.
  heldInput = inputHolder?.release() ?? [];
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedToday={state?.today ?? null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <FirstCommitMark name={state ? 'lumen:hydrated' : 'lumen:rendered'} />
    </StrictMode>
  );
  if (state && rootElement.hasChildNodes()) {
    // As a transition, hydration works in short slices: the browser paints the server's
    // HTML first and stays responsive meanwhile. Events arrive from the start; a click on a
    // part not hydrated yet hydrates it at once and is then handled.
    performance.mark('lumen:hydration-start');
    window.addEventListener('keydown', holdKey);
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) {
  showFatalError('LUMEN could not start: the page has no element with id "root".');
} else {
  start(rootElement).catch((error: unknown) => showFatalError(`LUMEN could not start: ${(error as Error).message}`));
  registerServiceWorkerOnceSettled();
}
