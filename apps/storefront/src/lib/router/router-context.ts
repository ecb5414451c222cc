import { useCallback } from 'react';
import { requiredContext } from '@/lib/required-context';
import type { RouterLocation } from './location';
import type { RouterHistory } from './router-history';

const routerName = 'a router (BrowserRouter, MemoryRouter or StaticRouter)';

export const [HistoryContext, useHistory] = requiredContext<RouterHistory>('useNavigate', routerName);
export const [LocationContext, useLocation] = requiredContext<RouterLocation>('useLocation', routerName);

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (Back skips it). */
  replace?: boolean;
}

/** `to` is an absolute path ('/checkout?embed=true'); the storefront has no relative links. */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback((to, { replace = false } = {}) => (replace ? history.replace(to) : history.push(to)), [history]);
}
