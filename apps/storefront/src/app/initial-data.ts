import type { ProductType } from '@giftfront/domain/product';
import type { QueryClient } from '@/lib/query';
import { productQueryKey } from '@/features/product/api/get-product';
import { productsFromAnswer, productsQueryKey } from '@/entities/product/products-api';
import { STORE_SETTINGS_QUERY_KEY, storeSettingsFromAnswer } from './use-store-settings-query';

/** The inline JSON the server puts in every storefront page (apps/server/src/modules/storefront-page/page-html.ts). */
const PAGE_DATA_ID = 'giftfront-data';
const PRODUCT_TYPES: readonly ProductType[] = ['GiftCard', 'Voucher'];

export interface PageData {
  settings: unknown;
  products: unknown[] | null;
}

function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data === 'object'
      ? { settings: data.settings, products: Array.isArray(data.products) ? data.products : null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Fills the query cache with what the page's HTML carries (the store settings, every product)
 * before the first render, so the first paint waits for no API call. Without it (or with data
 * it cannot read) the queries fetch as before.
 */
export function seedPageData(queryClient: QueryClient, doc: Document = document): void {
  const data = readPageData(doc);
  if (data) seedQueryData(queryClient, data);
}

/** The same data as the server has it before it renders the page (entry-server.tsx). */
export function seedQueryData(queryClient: QueryClient, data: PageData): void {
  let settings;
  try {
    settings = storeSettingsFromAnswer(data.settings);
  } catch {
    return;
  }
  queryClient.setQueryData(STORE_SETTINGS_QUERY_KEY, settings);
  if (!data.products) return;
  const products = productsFromAnswer(data.products, settings.currencyCode);
  queryClient.setQueryData(productsQueryKey(''), products);
  for (const type of PRODUCT_TYPES)
    queryClient.setQueryData(
      productsQueryKey(type),
      products.filter((product) => product.type === type),
    );
  for (const product of products) queryClient.setQueryData(productQueryKey(product.slug), product);
}
