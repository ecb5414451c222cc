import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory } from './browser-history';
import { createMemoryHistory } from './memory-history';
import { HistoryContext, LocationContext } from './router-context';
import type { RouterHistory } from './router-history';
import type { RouterLocation } from './location';
import { createStaticHistory } from './static-history';

/**
 * What the router waits for before it shows a new address: the next page's code (`routesReadyAt`),
 * or null when there is nothing to wait for.
 */
export type PrepareLocation = (pathname: string) => Promise<void> | null;

/**
 * Gives the tree the history's location and follows it. A new address is shown once `prepare`'s
 * wait is over, so the current page stays on screen while the next page's code loads, rather than
 * the Suspense fallback: what a transition did under React (as React Router 7 makes it), which
 * Preact does not have (decision 0260). Only the latest address is shown when waits overlap; one
 * whose code fails to load is shown anyway, for its error boundary to say so.
 */
export function Router({
  history,
  prepare,
  children,
}: {
  history: RouterHistory;
  prepare?: PrepareLocation;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    let latest: RouterLocation | null = null;
    return history.listen((next) => {
      latest = next;
      const show = () => {
        if (latest === next) startTransition(() => setLocation(next));
      };
      const wait = prepare?.(next.pathname);
      if (wait) void wait.then(show, show);
      else show();
    });
  }, [history, prepare]);
  return (
    <HistoryContext value={history}>
      <LocationContext value={location}>{children}</LocationContext>
    </HistoryContext>
  );
}

/** The browser's address; server markup hydrates because the server rendered this same address. */
export function BrowserRouter({ prepare, children }: { prepare?: PrepareLocation; children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} prepare={prepare}>
      {children}
    </Router>
  );
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
