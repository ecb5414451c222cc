import type { RouterLocation } from './location';

export type LocationListener = (location: RouterLocation) => void;

/**
 * Where a router reads its location and sends navigations: the browser's history, a list in
 * memory (tests) or the one address the server renders. Paths are absolute ('/cart?embed=true').
 */
export interface RouterHistory {
  location(): RouterLocation;
  push(path: string): void;
  replace(path: string): void;
  /** Called after every change of location, push and replace included; returns the unsubscribe. */
  listen(listener: LocationListener): () => void;
}
