// The browser's entry: the app's global styles, its appearance, and start-up (app/start.tsx).
import { startApp } from './app/start.tsx';
import { loadAppearance } from './lib/appearance.ts';
import { registerServiceWorkerOnceSettled } from './lib/service-worker.ts';
import './styles/global.css.ts';

// The reader's theme and text size (the head script already applied them to a server-rendered
// page; this keeps the app's own state in step).
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

const rootElement = document.getElementById('root');
if (!rootElement) {
  showFatalError('LUMEN could not start: the page has no element with id "root".');
} else {
  startApp(rootElement).catch((error: unknown) => showFatalError(`LUMEN could not start: ${(error as Error).message}`));
  registerServiceWorkerOnceSettled();
}
