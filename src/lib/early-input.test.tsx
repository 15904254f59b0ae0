// The head script keeps what arrives before React listens (lib/head-boot.ts), and the app gives
// it back once it does (lib/early-input.ts): run here as the browser runs it, as script text.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handEarlyKeysToApp, handEarlyPointerInputToReact } from './early-input.ts';
import { EARLY_INPUT_GLOBAL, headBootScript } from './head-boot.ts';

function runHeadScript() {
  // The script text exactly as the page carries it (the CSP allows it by its hash).
  new Function(headBootScript())();
}

function tap(element: Element) {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    const Kind = type.startsWith('pointer') && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    element.dispatchEvent(new Kind(type, { bubbles: true, cancelable: true, button: 0 }));
  }
}

describe('input before the app listens', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button type="button">Bookmark</button><a href="#next">Next day</a><textarea></textarea></div>';
    runHeadScript();
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
    document.body.innerHTML = '';
  });

  it('gives a tap on a button back to the button, press first, once React listens', () => {
    const button = document.querySelector('button')!;
    tap(button);
    const seen: string[] = [];
    for (const type of ['mousedown', 'click'])
      button.addEventListener(type, (event) => seen.push(`${type} ${(event as MouseEvent).button}`));
    handEarlyPointerInputToReact();
    expect(seen).toEqual(['mousedown 0', 'click 0']);

    // From then on the page's own listeners have the events: nothing is kept or given twice.
    tap(button);
    handEarlyPointerInputToReact();
    expect(seen).toEqual(['mousedown 0', 'click 0', 'mousedown 0', 'click 0']);
  });

  it('leaves a tap on a link to the browser, and an event a page handled already', () => {
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    tap(link);
    const onClick = vi.fn();
    link.addEventListener('click', onClick);
    handEarlyPointerInputToReact();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives keys back once the shortcuts listen, leaving out typing and those React had itself', () => {
    const root = document.getElementById('root')!;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    document.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    const listeningSince = handEarlyPointerInputToReact();
    // After React listens: a key inside the app is React's, a key on the page is not.
    document.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true }));

    const keys: string[] = [];
    window.addEventListener('keydown', (event) => keys.push(event.key));
    handEarlyKeysToApp(root, listeningSince);
    expect(keys).toEqual(['ArrowRight', 't']);
  });
});

describe('the history entry, before the router starts', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
    window.history.replaceState(null, '');
  });

  it('is given the index the router looks for, so the router replaces nothing while a link may be on its way', () => {
    window.history.replaceState({ kept: 'by the page' }, '');
    runHeadScript();
    expect(window.history.state).toEqual({ kept: 'by the page', idx: 0 });

    // react-router's BrowserRouter, started as the app starts it: its history is made on render.
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(createElement(BrowserRouter, null, createElement('p', null, 'day'))));
    root.unmount();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('keeps the index a reload or Back left', () => {
    window.history.replaceState({ idx: 3 }, '');
    runHeadScript();
    expect(window.history.state).toEqual({ idx: 3 });
  });
});
