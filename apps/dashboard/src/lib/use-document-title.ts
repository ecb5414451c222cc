import { useEffect } from 'react';

/** '{page} · Dashboard' while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Dashboard`;
  }, [title]);
}
