// Stands in for the `react-style-singleton` package (vite.config.ts aliases it), with its API.
// Radix dialogs and menus lock the page's scroll through react-remove-scroll, which adds its
// rules (overflow hidden on <body>, the scrollbar's width kept as a margin) as the text of a new
// <style> element. The app's policy allows no inline styles (server/http/security-headers.ts),
// so the browser refused that element: the page behind an open dialog still scrolled, and each
// opening logged a violation. The same rules go in here as a constructed stylesheet, which is
// CSSOM rather than inline markup and so within the policy, with no loosening of it.
import { useEffect } from 'react';

interface Stylesheet {
  add(css: string): void;
  remove(): void;
}

function constructedSheets(): boolean {
  return (
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/** The package's own way, for browsers without constructed stylesheets (Safari before 16.4). */
function addStyleElement(css: string): () => void {
  const element = document.createElement('style');
  element.appendChild(document.createTextNode(css));
  document.head.appendChild(element);
  return () => element.remove();
}

function adoptSheet(css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** Styles added by the first user and removed after the last, as the package does. */
export function stylesheetSingleton(): Stylesheet {
  let users = 0;
  let detach: (() => void) | null = null;
  return {
    add(css) {
      if (users === 0 && typeof document !== 'undefined') detach = constructedSheets() ? adoptSheet(css) : addStyleElement(css);
      users++;
    },
    remove() {
      users--;
      if (users === 0 && detach) {
        detach();
        detach = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The package's own rule: styles are read once, unless marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
