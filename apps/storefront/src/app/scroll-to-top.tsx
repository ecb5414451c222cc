import { useLayoutEffect } from 'react';
import { useLocation } from '@/lib/router';

/** product §2: the page scrolls to the top on every path change (not on query changes such as filters). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
