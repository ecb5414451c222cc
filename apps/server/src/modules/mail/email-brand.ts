import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { absoluteUrl, publicBaseUrl } from '../../lib/public-url.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import type { EmailBrand } from './email-layout.ts';
import { findMailStoreRow } from './mail-source-repository.ts';

export interface MailStore {
  id: string;
  slug: string;
  brand: EmailBrand;
  baseUrl: string;
  /** The store's support page, where a voucher is booked. */
  bookingUrl?: string | null;
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
    brand: { ...brand, homeUrl: baseUrl, logoUrl: absoluteUrl(baseUrl, brand.logo?.src) },
  };
}
