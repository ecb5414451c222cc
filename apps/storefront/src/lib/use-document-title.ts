import { useEffect } from 'react';

/** Sets the page title while the caller is shown and puts the previous one back afterwards. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export { storePageTitle } from '@giftfront/domain/page-title';
