import { useEffect } from 'react';
import { useBrowserLayoutEffect } from './use-browser-layout-effect';

/** Shows `title` as the page's title, returning how to put the previous one back. */
function showTitle(title: string | null | undefined): (() => void) | undefined {
  if (!title) return undefined;
  const previous = document.title;
  document.title = title;
  return () => {
    document.title = previous;
  };
}

/** Sets the page title while the caller is shown and puts the previous one back afterwards. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => showTitle(title), [title]);
}

/**
 * The title of every page that sets none of its own (the store's name). Set in a layout effect, so
 * before the passive effects of the page inside, whose own title (useDocumentTitle) then wins in
 * whatever order the two mount: Preact hydrates the page and the store's frame in one pass, where
 * their effects run child first (decision 0260).
 */
export function useBaseDocumentTitle(title: string | null | undefined) {
  useBrowserLayoutEffect(() => showTitle(title), [title]);
}

export { storePageTitle } from '@giftfront/domain/page-title';
