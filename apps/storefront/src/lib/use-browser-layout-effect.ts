import { useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser, nothing on the server (where React warns about it): for a
 * component that reads what the shopper did to its server-rendered markup before hydration.
 */
export const useBrowserLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? () => {} : useLayoutEffect;
