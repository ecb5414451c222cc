import { createKey, parseLocation } from './location';
import type { LocationListener, RouterHistory } from './router-history';

/**
 * A history in memory, for tests, at the last of `initialEntries`. It keeps no earlier entries
 * (no test goes back), so push and replace both move to the new address.
 */
export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory {
  let location = parseLocation(initialEntries.at(-1) ?? '/');
  const listeners = new Set<LocationListener>();
  const moveTo = (path: string) => {
    location = parseLocation(path, createKey());
    for (const listener of listeners) listener(location);
  };
  return {
    location: () => location,
    push: moveTo,
    replace: moveTo,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
