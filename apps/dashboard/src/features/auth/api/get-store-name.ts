import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The store's public name (the storefront's own settings call), for the signed-out pages. */
export function useStoreName() {
  return useQuery({
    queryKey: ['store-name'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ company: { name: string } }>('/api/Store/StoreSettings', signal)).company.name,
    staleTime: Infinity,
    retry: false,
  });
}
