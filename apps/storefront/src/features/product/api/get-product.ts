import { apiPaths } from '@giftfront/domain/api-paths';
import { productMoney } from '@giftfront/domain/money-paths';
import type { Product } from '@giftfront/domain/product';
import { useStoreSettings } from '@/entities/store/store-settings';
import { apiGet } from '@/lib/api-client';
import { useQuery } from '@/lib/query';

export const productQueryKey = (slug: string | undefined) => ['product', slug] as const;

/** product §7 GET /api/Store/GetProductBySlug/{slug}, its prices in minor units of the store's currency. */
export function useProductBySlug(slug: string | undefined) {
  const { currencyCode } = useStoreSettings();
  return useQuery({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) =>
      apiGet<Product>(apiPaths.productBySlug(slug!), {
        signal,
        answerMoney: { paths: productMoney, currency: currencyCode },
      }),
    enabled: Boolean(slug),
  });
}
