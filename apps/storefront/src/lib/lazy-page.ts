import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { yieldToBrowser } from './yield-to-browser';

/** A page whose code loads on demand, and which can be asked to load before it is shown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy`: any component
export type LazyPage<T extends ComponentType<any>> = T & {
  /** Starts loading the page's code (once), resolving when it can render without waiting. */
  preload(): Promise<void>;
  /** Whether its code has loaded, so rendering it now shows it at once. */
  isLoaded(): boolean;
};

/**
 * `lazy`, plus a way to load the code first (decision 0260). Preact renders a lazy component that
 * has not loaded as its Suspense fallback, and has no transitions to keep the current page on
 * screen meanwhile; so the router loads the next page before it shows it (router.tsx), and the
 * first load hydrates the page's markup only once its code is in (main.tsx), all in one pass.
 * Once loaded, the page renders as itself: no suspension, not even for a microtask.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy`: any component
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      // Evaluating a page's code (its schemas, its libraries) and rendering it are each long on a
      // phone: a task apart, so neither holds the main thread for both (bench/results.md).
      (module) =>
        yieldToBrowser().then(() => {
          loaded = module.default;
        }),
      (error: unknown) => {
        // A failed load (a new deployment, the network) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page(props: ComponentProps<T>) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page as unknown as T, { preload, isLoaded: () => loaded !== undefined });
}
