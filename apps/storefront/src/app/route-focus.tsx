import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Pages load their code and data after the path changes: how long to wait for their heading. */
const HEADING_WAIT_MS = 10_000;

/** Calls `found` with the main region's h1 as soon as there is one; returns the cleanup. */
function whenMainHeadingShows(found: (heading: HTMLHeadingElement, main: HTMLElement) => void): () => void {
  const look = () => {
    const main = document.querySelector<HTMLElement>('main');
    const heading = main?.querySelector('h1');
    if (!main || !heading) return false;
    found(heading, main);
    return true;
  };
  if (look()) return () => {};
  const observer = new MutationObserver(() => {
    if (look()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

let headingIds = 0;

/**
 * On every path change (not the first load) focus moves to the new page's main heading and a
 * polite live region announces it; on every page the main region is named by that heading, so
 * each page's main landmark has its own accessible name.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);

  useEffect(() => {
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    return whenMainHeadingShows((heading, main) => {
      if (!heading.id) heading.id = `page-heading-${(headingIds += 1)}`;
      main.setAttribute('aria-labelledby', heading.id);
      if (!moveFocus) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      setAnnouncement(heading.textContent?.trim() ?? '');
    });
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
