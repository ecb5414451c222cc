import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';

let headingIds = 0;

// Browsers without checkVisibility (and jsdom) count every heading as shown.
const shows = (element: HTMLElement) => typeof element.checkVisibility !== 'function' || element.checkVisibility();

/** The main region's first h1 that shows (the checkout's first markup keeps one hidden for an empty cart). */
function shownMainHeading(): { main: HTMLElement; heading: HTMLHeadingElement } | null {
  const main = document.querySelector<HTMLElement>('main');
  const heading = main && Array.from(main.querySelectorAll('h1')).find(shows);
  return main && heading ? { main, heading } : null;
}

/**
 * Names the main region by its heading as soon as there is one, and again whenever the page puts
 * another in its place (a skeleton replaced by the page); `first` is called with the first one.
 * Returns the cleanup.
 */
function labelMainByHeading(first: (heading: HTMLHeadingElement) => void): () => void {
  let labelled: HTMLHeadingElement | null = null;
  const look = () => {
    if (labelled?.isConnected) return;
    const found = shownMainHeading();
    if (!found) return;
    if (!found.heading.id) found.heading.id = `page-heading-${(headingIds += 1)}`;
    found.main.setAttribute('aria-labelledby', found.heading.id);
    const isFirst = labelled === null;
    labelled = found.heading;
    if (isFirst) first(found.heading);
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

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
    return labelMainByHeading((heading) => {
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
