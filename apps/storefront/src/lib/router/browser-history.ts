import { createKey, type RouterLocation } from './location';
import type { LocationListener, RouterHistory } from './router-history';

function currentLocation(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return { pathname, search, hash, key };
}

/** The browser's address bar and Back/Forward buttons. Nothing happens until a router listens. */
export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<LocationListener>();
  const changed = () => {
    const location = currentLocation();
    for (const listener of listeners) listener(location);
  };
  return {
    location: currentLocation,
    push(path) {
      try {
        window.history.pushState({ key: createKey() }, '', path);
      } catch {
        // Safari refuses more than 100 pushState calls in 10 seconds: a page load still gets there.
        window.location.assign(path);
        return;
      }
      changed();
    },
    replace(path) {
      window.history.replaceState({ key: createKey() }, '', path);
      changed();
    },
    listen(listener) {
      const onPopState = () => listener(currentLocation());
      listeners.add(listener);
      window.addEventListener('popstate', onPopState);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('popstate', onPopState);
      };
    },
  };
}
