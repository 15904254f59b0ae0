// A lazily loaded component that can be loaded ahead of its first render. Once loaded it renders
// at once, never suspending: the part of a server-rendered page it draws (the James study, a
// tabbed day's tabs) is loaded before hydration starts (src/app/start.tsx), so React can
// hydrate that part the moment the reader taps it. With React.lazy alone the first render
// suspends even on a module already loaded, and React drops a tap on a part it cannot hydrate.
import { lazy, type ComponentType, type JSX } from 'react';

export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Loads the component's module (once); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (offline, a new deploy) may be tried again by the next render.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
