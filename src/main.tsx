import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadAppearance } from './lib/appearance.ts';
import './styles/global.css.ts';

// The reader's theme and text size, before the first paint.
loadAppearance();

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
  try {
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    showFatalError(`LUMEN could not start: ${(error as Error).message}`);
  }
}
