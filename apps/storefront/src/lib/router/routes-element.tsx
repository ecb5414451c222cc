import { Children, isValidElement, useMemo, type ReactNode } from 'react';
import type { RouteObject } from './match-routes';
import { useRoutes } from './use-routes';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route written as JSX inside `<Routes>`, which reads its props; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps>(child)) return [];
    const { path, index, element, children: nested } = child.props;
    return [{ path, index, element, children: nested === undefined ? undefined : routesOf(nested) }];
  });
}

/** useRoutes for a table written as `<Route>` elements. */
export function Routes({ children }: { children: ReactNode }) {
  const routes = useMemo(() => routesOf(children), [children]);
  return useRoutes(routes);
}
