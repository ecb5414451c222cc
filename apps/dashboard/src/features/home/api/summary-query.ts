import { useQuery } from '@tanstack/react-query';
import type { StoreSummary } from '@giftfront/domain/admin/summary';
import { apiGet } from '@/lib/api-client';

export function useStoreSummary() {
  return useQuery({
    queryKey: ['summary'],
    queryFn: ({ signal }) => apiGet<StoreSummary>('/api/admin/summary', signal),
  });
}
