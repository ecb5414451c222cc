import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders the page and while the browser hydrates that markup, true from
 * an update after, which comes in a transition so a phone stays responsive while the part that
 * waited renders. What the browser renders later (another page) gets true at once.
 */
export function useHydrated(): boolean {
  const browserRender = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(browserRender);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
