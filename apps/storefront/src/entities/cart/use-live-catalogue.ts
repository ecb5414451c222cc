import { useSyncExternalStore } from 'react';
import { useQuery } from '@/lib/query';
import { fetchProducts, productsQueryKey } from '@/entities/product/products-api';
import { useCartContext } from './cart-context';
import { useCartStore } from './use-cart';

/**
 * The live catalogue (GET /api/Store/Products) as the cart needs it: asked for only while the
 * cart holds something, and afresh when a view showing the cart mounts (staleTime 0: a catalogue
 * cached by a listing minutes ago is fetched again before it is trusted).
 */
export function useLiveCatalogue() {
  const store = useCartStore();
  const { currencyCode } = useCartContext();
  const holdsItems = () => store.getSnapshot().length > 0;
  const hasItems = useSyncExternalStore(store.subscribe, holdsItems, holdsItems);
  const query = useQuery({
    queryKey: productsQueryKey(''),
    queryFn: ({ signal }) => fetchProducts('', currencyCode, signal),
    staleTime: 0,
    enabled: hasItems,
  });
  return { hasItems, query };
}
