import type { StoreSettings } from '@giftfront/domain/branding';

/**
 * Where the shared links go when a store does not set its own (docs/storefront.md): the
 * platform's pages. A store overrides them with company.supportUrl, privacyUrl and termsUrl.
 */
export const PLATFORM = {
  name: 'Giftfront',
  url: 'https://giftfront.app',
  supportUrl: 'https://giftfront.app/support',
  privacyUrl: 'https://giftfront.app/privacy',
  termsUrl: 'https://giftfront.app/terms',
} as const;

export interface StoreLinks {
  support: string;
  privacy: string;
  terms: string;
}

export function storeLinks(
  company: Pick<StoreSettings['company'], 'supportUrl' | 'privacyUrl' | 'termsUrl'> | null | undefined,
): StoreLinks {
  return {
    support: company?.supportUrl || PLATFORM.supportUrl,
    privacy: company?.privacyUrl || PLATFORM.privacyUrl,
    terms: company?.termsUrl || PLATFORM.termsUrl,
  };
}
