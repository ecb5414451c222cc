import { useQuery } from '@tanstack/react-query';
import { publicStoreSettingsSchema } from '@giftfront/domain/branding';
import { apiGet, parsed } from '@/lib/api-client';

/** The store's public name (the storefront's own settings call), for the signed-out pages. */
export function useStoreName() {
  return useQuery({
    queryKey: ['store-name'],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/Store/StoreSettings', signal).then(parsed(publicStoreSettingsSchema))).company.name,
    staleTime: Infinity,
    retry: false,
  });
}
