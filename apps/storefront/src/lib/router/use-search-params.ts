import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from './router-context';

export type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The query as URLSearchParams (the same object until the query changes), and a way to move to another query on the same path. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}
