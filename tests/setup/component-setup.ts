import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { takeBrokenAnswers } from '../mocks/broken-answers.ts';
import { server } from '../mocks/server.ts';

// The app loads dialogs and the highlight layer on demand; the first load of such a chunk is
// transformed cold by the test runner, which on a busy machine takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// STYLE.md (bulletproof-react): any request without a handler fails the test. msw's 'error'
// alone only makes the request fail, which an app that shows a friendly error state can hide;
// so each one is also recorded and fails the test that made it.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

// Requests msw has begun to answer and not finished.
const answering = new Set<string>();
server.events.on('request:start', ({ requestId }) => answering.add(requestId));
server.events.on('request:end', ({ requestId }) => answering.delete(requestId));

/** Until what the app sent has reached msw and been answered (bounded: a test may delay an answer). */
async function requestsSettled(limitMs = 1000) {
  // Under a test's fake clock no timer would fire.
  if (vi.isFakeTimers()) return;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  await tick();
  for (const until = Date.now() + limitMs; answering.size > 0 && Date.now() < until;) await tick();
}

afterEach(async () => {
  // The app is unmounted before the test's handlers go. Unmounting flushes the app's last render,
  // which can still send a request (the session check, asked once the browser is first idle, when
  // a test ends within that moment); reset first, that request found no handler and failed the
  // next test in the file, or no test when it was the last.
  cleanup();
  await requestsSettled();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const requests = unhandled.splice(0);
  if (requests.length > 0) throw new Error(`Requests without a handler (mock them, e.g. with mockApi):\n${requests.join('\n')}`);
  const broken = takeBrokenAnswers();
  if (broken.length > 0) throw new Error(broken.join('\n'));
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that the app touches.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo ??= () => {};
// jsdom has <dialog> but not its modal methods: they open and close it as a browser does, with
// Escape closing it and the focus leaving it, but without the top layer or the inert page.
const escapeClosers = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };
  escapeClosers.set(this, onKeyDown);
  document.addEventListener('keydown', onKeyDown);
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  const onKeyDown = escapeClosers.get(this);
  if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
  // A closed dialog keeps no focus: a browser hands it back to the page.
  if (document.activeElement instanceof HTMLElement && this.contains(document.activeElement)) document.activeElement.blur();
  this.dispatchEvent(new Event('close'));
};
