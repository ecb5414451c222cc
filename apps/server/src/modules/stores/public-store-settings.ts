import { isFooterLink, type PublicStoreSettingsWire, type StoreSettings } from '@giftfront/domain/branding';
import { localizeStore, localizeTexts } from '@giftfront/domain/merchant-translations';
import type { Config } from '../../config.ts';
import type { StoreRecord } from './store-repository.ts';

/**
 * product §7 GET /api/Store/StoreSettings's answer, also carried by the storefront's HTML: the
 * branding and the browser's map key, with the page texts, the store's name and its shipping
 * options' names in the shopper's `language` where the merchant gave them, else the default
 * language's (decision 0165).
 */
export function publicStoreSettings(
  store: Pick<StoreRecord, 'settings'>,
  config: Pick<Config, 'GOOGLE_MAPS_API_KEY'>,
  language: string,
): PublicStoreSettingsWire {
  const mapsApiKey = config.GOOGLE_MAPS_API_KEY;
  // The merchant's own address for notifications is no shopper's business.
  const { notifications: _private, pageTextTranslations, translations, ...stored } = store.settings;
  const settings = localizeStore(stored, translations, language);
  return {
    ...settings,
    pageText: localizeTexts(settings.pageText, pageTextTranslations, language),
    company: withFooterLinks(settings.company),
    ...(mapsApiKey ? { integrations: { mapsApiKey } } : {}),
  };
}

/** A link stored before links were checked and not a web or mailto: address is left out: the storefront then links the platform's page. */
function withFooterLinks(company: StoreSettings['company']): StoreSettings['company'] {
  const keep = (link: string | null | undefined) => (link && isFooterLink(link) ? link : null);
  return {
    ...company,
    supportUrl: keep(company.supportUrl),
    privacyUrl: keep(company.privacyUrl),
    termsUrl: keep(company.termsUrl),
  };
}
