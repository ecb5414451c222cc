import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@giftfront/domain/api-paths';
import type { Product } from '@giftfront/domain/product';
import { apiGet } from '@/lib/api-client';

/** SPEC §7 GET /api/Store/GetProductBySlug/{slug}. */
export function useProductBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => apiGet<Product>(apiPaths.productBySlug(slug!), { signal }),
    enabled: Boolean(slug),
  });
}
