import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory } from './browser-history';
import { createMemoryHistory } from './memory-history';
import { HistoryContext, LocationContext } from './router-context';
import type { RouterHistory } from './router-history';
import { createStaticHistory } from './static-history';

/**
 * Gives the tree the history's location and follows it. A state, not useSyncExternalStore: an
 * external store's update always renders at once, while an update in a transition (as React
 * Router 7 makes it) keeps the current page on screen until the next page's lazy code has loaded,
 * instead of replacing it with the Suspense fallback.
 */
export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  return (
    <HistoryContext value={history}>
      <LocationContext value={location}>{children}</LocationContext>
    </HistoryContext>
  );
}

/** The browser's address; server markup hydrates because the server rendered this same address. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** `location`: the path and query of the request the server renders. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [history] = useState(() => createStaticHistory(location));
  return <Router history={history}>{children}</Router>;
}
