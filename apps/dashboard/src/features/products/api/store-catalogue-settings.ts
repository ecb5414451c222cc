import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@giftfront/domain/api-paths';
import type { PublicStoreSettings } from '@giftfront/domain/branding';
import { apiGet } from '@/lib/api-client';

/** What the product pages need of the store: its currency (prices) and tax classes (the product's class). */
export interface CatalogueSettings {
  currency: string;
  taxClasses: { id: string; name: string }[];
  /** The store hides custom amounts on every product (product §5). */
  hidesCustomAmounts: boolean;
}

// The storefront's own public settings, on this same host: the admin API has no call of its own for them.
export function useCatalogueSettings() {
  return useQuery({
    queryKey: ['catalogue-settings'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<CatalogueSettings> => {
      const settings = await apiGet<
        Pick<PublicStoreSettings, 'currencyCode' | 'taxClasses' | 'hideCustomGiftCardAmounts'>
      >(apiPaths.storeSettings, signal);
      return {
        currency: settings.currencyCode,
        taxClasses: (settings.taxClasses ?? []).map(({ id, name }) => ({ id, name })),
        hidesCustomAmounts: settings.hideCustomGiftCardAmounts === true,
      };
    },
  });
}
