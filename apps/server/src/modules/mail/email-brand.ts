import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { absoluteUrl, publicBaseUrl } from '../../lib/public-url.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import type { EmailBrand } from './email-layout.ts';

export interface MailStore {
  id: string;
  slug: string;
  brand: EmailBrand;
  baseUrl: string;
}

/** The store a delivery belongs to, with its branding and absolute public address. */
export async function loadMailStore(db: Executor, config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>, storeId: string): Promise<MailStore | null> {
  const [store] = await db.select({ id: stores.id, slug: stores.slug, settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) return null;
  const baseUrl = publicBaseUrl(config.PUBLIC_URL_TEMPLATE, store.slug);
  const brand = storeBrand(store.settings);
  return { id: store.id, slug: store.slug, baseUrl, brand: { ...brand, homeUrl: baseUrl, logoUrl: absoluteUrl(baseUrl, brand.logo?.src) } };
}
