import { useLocation, useSearchParams } from 'react-router';

export interface ListFilters {
  query: string;
  status: string;
  kind: string;
  page: number;
}

/**
 * A search that may be a whole gift card code stays out of the address (codes are bearer money:
 * never in a URL, a history list or a server log). Emails, order numbers and a code's last four
 * are safe to share in a link.
 */
export function isSafeInAddress(query: string): boolean {
  const text = query.trim();
  return text.includes('@') || /^ORD-/i.test(text) || text.replace(/[\s-]/g, '').length <= 4;
}

/**
 * The list's search, filters and page live in the address (/admin/gift-cards?status=Active&query=…),
 * so a link (from the home page, a bookmark, a colleague) opens the same list. A search that may
 * be a code is kept in the history entry's state instead: Back and reload still find it. A change
 * of search or filter goes back to page 1.
 */
export function useListFilters(): [ListFilters, (next: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: { query?: string } | null };
  const filters: ListFilters = {
    query: params.get('query') ?? state?.query ?? '',
    status: params.get('status') ?? '',
    kind: params.get('kind') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  const change = (next: Partial<ListFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const query = merged.query.trim();
    const search = new URLSearchParams();
    if (query && isSafeInAddress(query)) search.set('query', query);
    if (merged.status) search.set('status', merged.status);
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { state: query && !isSafeInAddress(query) ? { query } : null });
  };
  return [filters, change];
}
