import { apiPaths } from '@giftfront/domain/api-paths';
import { productListMoney } from '@giftfront/domain/money-paths';
import type { Product, ProductType } from '@giftfront/domain/product';
import { apiGet, decodeAnswer, type MoneyAt } from '@/lib/api-client';
import { useQuery } from '@/lib/query';
import { useStoreSettings } from '@/entities/store/store-settings';

/** product §7 GET /api/Store/Products?type= (empty = every type). Shared by listings, product pages and the cart. */
export type ProductTypeFilter = '' | ProductType;

export const productsQueryKey = (type: ProductTypeFilter) => ['products', type] as const;

const listMoney = (currencyCode: string): MoneyAt => ({ paths: productListMoney, currency: currencyCode });

/** The products, their prices in minor units of the store's currency. */
export function fetchProducts(type: ProductTypeFilter, currencyCode: string, signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>(`${apiPaths.products}?type=${encodeURIComponent(type)}`, {
    signal,
    answerMoney: listMoney(currencyCode),
  });
}

/** Every product as the page's inline data carries them (the API's answer to type ''), read the same way. */
export const productsFromAnswer = (answer: unknown[], currencyCode: string): Product[] =>
  decodeAnswer<Product[]>(answer, listMoney(currencyCode));

export function useProducts(type: ProductTypeFilter) {
  const { currencyCode } = useStoreSettings();
  return useQuery({
    queryKey: productsQueryKey(type),
    queryFn: ({ signal }) => fetchProducts(type, currencyCode, signal),
  });
}
