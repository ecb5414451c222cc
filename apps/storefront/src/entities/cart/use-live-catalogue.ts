import { useSyncExternalStore } from 'react';
import type { Product } from '@giftfront/domain/product';
import { useFetch, type FetchResult } from '@/lib/fetch/use-fetch';
import { fetchProducts } from '@/entities/product/products-api';
import { useCartContext } from './cart-context';
import { useCartStore } from './use-cart';

export interface LiveCatalogue {
  hasItems: boolean;
  query: FetchResult<Product[]>;
}

/**
 * The live catalogue (GET /api/Store/Products) as the cart needs it: asked for only while the
 * cart holds something, and afresh each time a view showing the cart mounts (never the products
 * the page carries: they may be old). A view asks once and hands the answer to what it shows.
 */
export function useLiveCatalogue(): LiveCatalogue {
  const store = useCartStore();
  const { currencyCode } = useCartContext();
  const holdsItems = () => store.getSnapshot().length > 0;
  const hasItems = useSyncExternalStore(store.subscribe, holdsItems, holdsItems);
  const query = useFetch({
    key: hasItems ? `live catalogue ${currencyCode}` : null,
    fetcher: ({ signal }) => fetchProducts('', currencyCode, signal),
  });
  return { hasItems, query };
}
