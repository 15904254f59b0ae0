// The head script requests the app's modules once the first frame is painted (decision 037):
// run here as the browser runs it, as script text, on a page whose <head> lists them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MODULES_ELEMENT_ID, appModulesScript } from '../shared/page-protocol.ts';
import { EARLY_INPUT_GLOBAL, headBootScript } from './head-boot.ts';

const MODULES = ['/assets/index-A.js', '/assets/react-dom-B.js', '/assets/james-study-route-C.js'];

function pageListing(urls: string[] | null) {
  document.head.innerHTML = urls ? appModulesScript(urls) : '';
}

/** What the page asks the browser to fetch as modules, in order. */
function requested() {
  return [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"], link[rel="modulepreload"]')].map(
    (element) => ({
      as: element instanceof HTMLScriptElement ? 'module' : 'modulepreload',
      url: element instanceof HTMLScriptElement ? element.getAttribute('src') : element.getAttribute('href'),
      crossOrigin: element.getAttribute('crossorigin'),
    }),
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('the app’s modules', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  });

  it('are requested only after the first painted frame, entry first, the rest as module preloads', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    pageListing(MODULES);
    new Function(headBootScript())();
    expect(requested()).toEqual([]);

    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual([
      { as: 'module', url: '/assets/index-A.js', crossOrigin: '' },
      { as: 'modulepreload', url: '/assets/react-dom-B.js', crossOrigin: '' },
      { as: 'modulepreload', url: '/assets/james-study-route-C.js', crossOrigin: '' },
    ]);

    // A second frame asks for nothing more.
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(requested()).toHaveLength(MODULES.length);
  });

  it('are requested at once on a page nobody sees, which paints no frame', () => {
    setVisibility('hidden');
    pageListing(MODULES);
    new Function(headBootScript())();
    expect(requested().map(({ url }) => url)).toEqual(MODULES);
  });

  it('are requested at once when the reader leaves the tab before the first frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    pageListing(MODULES);
    new Function(headBootScript())();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toHaveLength(MODULES.length);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(requested()).toHaveLength(MODULES.length);
  });

  it('are left to the page when it lists none (the offline shell links its own)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    pageListing(null);
    new Function(headBootScript())();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual([]);
    expect(document.getElementById(APP_MODULES_ELEMENT_ID)).toBeNull();
  });
});
