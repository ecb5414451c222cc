import { isFooterLink, type PublicStoreSettings, type StoreSettings } from '@giftfront/domain/branding';
import type { Config } from '../../config.ts';
import type { StoreRecord } from './store-repository.ts';

/** product §7 GET /api/Store/StoreSettings's answer, also carried by the storefront's HTML: the branding and the browser's map key. */
export function publicStoreSettings(
  store: Pick<StoreRecord, 'settings'>,
  config: Pick<Config, 'GOOGLE_MAPS_API_KEY'>,
): PublicStoreSettings {
  const mapsApiKey = config.GOOGLE_MAPS_API_KEY;
  // The merchant's own address for notifications is no shopper's business.
  const { notifications: _private, ...settings } = store.settings;
  return {
    ...settings,
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
