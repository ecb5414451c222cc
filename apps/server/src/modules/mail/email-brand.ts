import { translatedStoreText, type StoreTranslations } from '@giftfront/domain/merchant-translations';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { absoluteUrl, publicBaseUrl } from '../../lib/public-url.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import type { EmailBrand } from './email-layout.ts';
import { findMailStoreRow } from './mail-source-read-model.ts';

export interface MailStore {
  id: string;
  slug: string;
  brand: EmailBrand;
  baseUrl: string;
  /** The store's support page, where a voucher is booked. */
  bookingUrl?: string | null;
  /** The store's default language: mails about a card or order without a language of its own use it. */
  defaultLanguage?: string;
  /** The store's name (and shipping options' names) in its further languages (decision 0165). */
  translations?: StoreTranslations;
}

/** The store's branding as a mail in `language` shows it: its name in that language where the merchant gave one. */
export function brandIn(
  store: Pick<MailStore, 'brand' | 'translations'>,
  language: string | null | undefined,
): EmailBrand {
  const name = translatedStoreText(store.translations, language, 'name', store.brand.name);
  return name === store.brand.name ? store.brand : { ...store.brand, name };
}

/** The store a delivery belongs to, with its branding and absolute public address. */
export async function loadMailStore(
  db: Executor,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  storeId: string,
): Promise<MailStore | null> {
  const store = await findMailStoreRow(db, storeId);
  if (!store) return null;
  const baseUrl = publicBaseUrl(config.PUBLIC_URL_TEMPLATE, store.slug);
  const brand = storeBrand(store.settings);
  return {
    id: store.id,
    slug: store.slug,
    baseUrl,
    bookingUrl: store.settings.company.supportUrl ?? null,
    defaultLanguage: store.settings.defaultLanguage ?? 'en',
    translations: store.settings.translations ?? {},
    brand: { ...brand, homeUrl: baseUrl, logoUrl: absoluteUrl(baseUrl, brand.logo?.src) },
  };
}
