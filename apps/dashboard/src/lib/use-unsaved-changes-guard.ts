import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

// A page may hold several forms with unsaved changes (Settings' time zone and notifications):
// the first guard to ask answers for all of them, so one click asks once.
const answers = new WeakMap<Event, boolean>();

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own prompt) and
 * following a link to another page of the dashboard. The router is a BrowserRouter, without
 * blockers, so links are caught as they are clicked.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const here = useHref(useLocation().pathname);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // Another site's link leaves the tab: the browser's own prompt (beforeunload) asks then.
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin)
        return;
      if (link.pathname === here) return;
      if (!answers.has(event)) answers.set(event, window.confirm(UNSAVED_CHANGES_MESSAGE));
      if (!answers.get(event)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, here]);
}
