import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditFiltersSchema, auditPageSchema } from '@giftfront/domain/admin/audit';
import type { AuditPage } from '@giftfront/domain/admin/audit';
import { apiGet, parsed } from '@/lib/api-client';

export interface AuditSearch {
  actor?: string;
  action?: string;
  page: number;
}

const toQueryString = ({ actor, action, page }: AuditSearch) => {
  const params = new URLSearchParams();
  if (actor) params.set('actor', actor);
  if (action) params.set('action', action);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** One page of the log; the previous page stays on screen while the next loads. */
export function useAuditPage(search: AuditSearch) {
  return useQuery({
    queryKey: ['audit', search],
    queryFn: ({ signal }): Promise<AuditPage> =>
      apiGet(`/api/admin/audit${toQueryString(search)}`, signal).then(parsed(auditPageSchema)),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFilters() {
  return useQuery({
    queryKey: ['audit-filters'],
    queryFn: ({ signal }) => apiGet('/api/admin/audit/filters', signal).then(parsed(auditFiltersSchema)),
  });
}
