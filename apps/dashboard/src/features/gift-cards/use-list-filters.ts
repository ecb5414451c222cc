import { useEffect, useRef } from 'react';
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
  const filters = readFilters(params, state?.query);
  // The filters last asked for. Changes made before the address re-renders (a search still being
  // checked, then a status, then a kind) must build on each other: the router's own updater sees
  // only the rendered address, and an address rendered on the way (one of ours, already
  // superseded) must not bring back what it lacked.
  const requested = useRef(filters);
  const sent = useRef<string[]>([]);
  const rendered = addressKey(params, state?.query);
  useEffect(() => {
    const ours = sent.current.indexOf(rendered);
    if (ours >= 0) {
      sent.current = sent.current.slice(ours + 1);
      return;
    }
    // Changed from outside (Back, a link): follow it.
    sent.current = [];
    requested.current = readFilters(params, state?.query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the address's text
  }, [rendered]);

  const change = (next: Partial<ListFilters>) => {
    const merged = { ...requested.current, page: 1, ...next };
    requested.current = merged;
    const query = merged.query.trim();
    const hidden = query && !isSafeInAddress(query) ? query : undefined;
    const search = new URLSearchParams();
    if (query && !hidden) search.set('query', query);
    if (merged.status) search.set('status', merged.status);
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.page > 1) search.set('page', String(merged.page));
    sent.current.push(addressKey(search, hidden));
    setParams(search, { state: hidden ? { query: hidden } : null });
  };
  return [filters, change];
}

const addressKey = (params: URLSearchParams, hiddenQuery: string | undefined) =>
  `${params.toString()}|${hiddenQuery ?? ''}`;

function readFilters(params: URLSearchParams, hiddenQuery: string | undefined): ListFilters {
  return {
    query: params.get('query') ?? hiddenQuery ?? '',
    status: params.get('status') ?? '',
    kind: params.get('kind') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}
