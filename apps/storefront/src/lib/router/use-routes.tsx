import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchBranches, rankBranches, type Params, type RouteObject } from './match-routes';
import { useLocation } from './router-context';

interface RouteContextValue {
  params: Params;
  /** What the route's `<Outlet />` shows: its child route that matched, or nothing. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

/** The element of the route matching the location, inside its layouts; null when none matches. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branches = useMemo(() => rankBranches(routes), [routes]);
  const match = matchBranches(branches, pathname);
  if (!match) return null;
  return match.routes.reduceRight<ReactNode>(
    (outlet, route) => <RouteContext value={{ params: match.params, outlet }}>{route.element ?? outlet}</RouteContext>,
    null,
  );
}

/** In a layout's element: where its matched child route goes. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The matched route's parameters ('gift-card/:slug?' gives `slug`, or undefined without one). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}
