import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@giftfront/domain/api-paths';
import { publicStoreSettingsSchema } from '@giftfront/domain/branding';
import { offeredLanguages, type Language } from '@giftfront/domain/languages';
import { apiGet, parsed } from '@/lib/api-client';

/** What the product pages need of the store: its currency (prices) and tax classes (the product's class). */
export interface CatalogueSettings {
  currency: string;
  taxClasses: { id: string; name: string }[];
  /** The store hides custom amounts on every product (product §5). */
  hidesCustomAmounts: boolean;
  /** The store's default language, in which the product's own fields are written. */
  defaultLanguage: Language;
  /** The further languages the store offers: the product's texts may be translated into these (decision 0165). */
  translationLanguages: Language[];
}

// The storefront's own public settings, on this same host: the admin API has no call of its own for them.
export function useCatalogueSettings() {
  return useQuery({
    queryKey: ['catalogue-settings'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<CatalogueSettings> => {
      const settings = await apiGet(apiPaths.storeSettings, signal).then(parsed(publicStoreSettingsSchema));
      const [defaultLanguage, ...translationLanguages] = offeredLanguages(settings);
      return {
        defaultLanguage: defaultLanguage!,
        translationLanguages,
        currency: settings.currencyCode,
        taxClasses: (settings.taxClasses ?? []).map(({ id, name }) => ({ id, name })),
        hidesCustomAmounts: settings.hideCustomGiftCardAmounts === true,
      };
    },
  });
}
