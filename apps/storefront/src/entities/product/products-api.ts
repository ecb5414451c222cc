import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@giftfront/domain/api-paths';
import type { Product, ProductType } from '@giftfront/domain/product';
import { apiGet } from '@/lib/api-client';

/** SPEC §7 GET /api/Store/Products?type= (empty = every type). Shared by listings and product pages. */
export type ProductTypeFilter = '' | ProductType;

export const productsQueryKey = (type: ProductTypeFilter) => ['products', type] as const;

export function fetchProducts(type: ProductTypeFilter, signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>(`${apiPaths.products}?type=${encodeURIComponent(type)}`, { signal });
}

export function useProducts(type: ProductTypeFilter) {
  return useQuery({
    queryKey: productsQueryKey(type),
    queryFn: ({ signal }) => fetchProducts(type, signal),
  });
}
