import { apiPaths } from '@giftfront/domain/api-paths';
import type { Product } from '@giftfront/domain/product';
import { useStoreSettings } from '@/entities/store/store-settings';
import { usePageProducts } from '@/entities/product/page-products';
import { apiGet, readLoaded } from '@/lib/api-client';
import { useFetch, withKnownData, type FetchResult } from '@/lib/fetch/use-fetch';

/** product §7 GET /api/Store/GetProductBySlug/{slug}, checked by the domain's codec, its prices in minor units of the store's currency. */
export function fetchProductBySlug(slug: string, currencyCode: string, signal?: AbortSignal): Promise<Product> {
  // The codec (and zod) comes with the call: a product page the page carries never needs it.
  return readLoaded(
    apiGet<unknown>(apiPaths.productBySlug(slug), { signal }),
    import('@giftfront/domain/product'),
    ({ productCodec }) =>
      (answer) =>
        productCodec(currencyCode).parse(answer),
  );
}

/** The product the page carries under this slug, else asked for (one added since the page loaded, or none: 404). */
export function useProductBySlug(slug: string | undefined): FetchResult<Product> {
  const { currencyCode } = useStoreSettings();
  const page = usePageProducts();
  const known = slug ? page?.find((product) => product.slug === slug) : undefined;
  const live = useFetch({
    key: slug && !known ? `product ${slug} ${currencyCode}` : null,
    fetcher: ({ signal }) => fetchProductBySlug(slug!, currencyCode, signal),
  });
  return known ? withKnownData(known, live) : live;
}
