import { createContext, useContext, type ReactNode } from 'react';
import type { PublicStoreSettings as StoreSettings } from '@giftfront/domain/branding';
import type { Product } from '@giftfront/domain/product';
import { PageProductsProvider } from '@/entities/product/page-products';
import { productsFromAnswer } from '@/entities/product/products-api';
import { storeSettingsFromAnswer } from './use-store-settings-load';

/** The inline JSON the server puts in every storefront page (apps/server/src/modules/storefront-page/page-html.ts). */
const PAGE_DATA_ID = 'giftfront-data';

/** The page's data as the server sends it: the API's answers to the settings and to every product. */
export interface RawPageData {
  settings: unknown;
  products: unknown[] | null;
}

/** The page's data as the storefront reads it, money in minor units; null where the page carries none. */
export interface PageData {
  settings: StoreSettings | null;
  products: Product[] | null;
}

const NO_PAGE_DATA: PageData = { settings: null, products: null };

/** The settings and every product the page carries, read as their API answers are (decision 0205). */
export function pageDataFrom(data: RawPageData | null): PageData {
  if (!data) return NO_PAGE_DATA;
  let settings: StoreSettings;
  try {
    settings = storeSettingsFromAnswer(data.settings);
  } catch {
    return NO_PAGE_DATA;
  }
  return { settings, products: data.products ? productsFromAnswer(data.products, settings.currencyCode) : null };
}

function rawPageData(doc: Document): RawPageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<RawPageData> | null;
    return data && typeof data === 'object'
      ? { settings: data.settings, products: Array.isArray(data.products) ? data.products : null }
      : null;
  } catch {
    return null;
  }
}

/**
 * What the page's HTML carries (the store settings, every product), read once before the first
 * render, so the first paint waits for no API call. Without it (or with data it cannot read) the
 * settings and products are asked for.
 */
export const readPageData = (doc: Document = document): PageData => pageDataFrom(rawPageData(doc));

const PageDataContext = createContext<PageData>(NO_PAGE_DATA);

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <PageDataContext.Provider value={data}>
      <PageProductsProvider products={data.products}>{children}</PageProductsProvider>
    </PageDataContext.Provider>
  );
}

/** The settings the page carries, or null. */
export const usePageSettings = () => useContext(PageDataContext).settings;
