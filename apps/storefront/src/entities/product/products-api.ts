import { useMemo } from 'react';
import { apiPaths } from '@giftfront/domain/api-paths';
import { productListMoney } from '@giftfront/domain/money-paths';
import type { Product, ProductType } from '@giftfront/domain/product';
import { apiGet, decodeAnswer, readLoaded } from '@/lib/api-client';
import { useFetch, withKnownData, type FetchResult } from '@/lib/fetch/use-fetch';
import { useStoreSettings } from '@/entities/store/store-settings';
import { usePageProducts } from './page-products';

/** product §7 GET /api/Store/Products?type= (empty = every type). Shared by listings, product pages and the cart. */
export type ProductTypeFilter = '' | ProductType;

/**
 * The products, checked by the domain's list codec, their prices in minor units of the store's
 * currency. The codec (and zod) is loaded with the first live call: the first page load reads the
 * products the page carries and must not carry zod (decision 0028's budget).
 */
export function fetchProducts(type: ProductTypeFilter, currencyCode: string, signal?: AbortSignal): Promise<Product[]> {
  return readLoaded(
    apiGet<unknown>(`${apiPaths.products}?type=${encodeURIComponent(type)}`, { signal }),
    import('@giftfront/domain/product'),
    ({ productListCodec }) =>
      (answer) =>
        productListCodec(currencyCode).parse(answer),
  );
}

/** Every product as the page's inline data carries them (the API's answer to type ''), money in minor units. */
export const productsFromAnswer = (answer: unknown[], currencyCode: string): Product[] =>
  decodeAnswer<Product[]>(answer, { paths: productListMoney, currency: currencyCode });

const ofType = (products: readonly Product[], type: ProductTypeFilter) =>
  type ? products.filter((product) => product.type === type) : [...products];

/** The products of `type`: those the page carries, else asked for (decision 0205). */
export function useProducts(type: ProductTypeFilter): FetchResult<Product[]> {
  const { currencyCode } = useStoreSettings();
  const page = usePageProducts();
  const fromPage = useMemo(() => (page ? ofType(page, type) : null), [page, type]);
  const live = useFetch({
    key: fromPage ? null : `products ${type} ${currencyCode}`,
    fetcher: ({ signal }) => fetchProducts(type, currencyCode, signal),
  });
  return fromPage ? withKnownData(fromPage, live) : live;
}
