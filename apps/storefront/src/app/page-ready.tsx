import { useEffect } from 'react';

/**
 * Rendered beside each page, inside the page's own Suspense boundary: once that boundary has
 * hydrated (or the browser rendered the page), <html data-app> says "ready". The server's boot
 * script says "starting" until then (and "failed" if the app's script cannot load), so a test
 * (or a support session) can tell a page that shows from one that answers.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
