import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchProducts, productsQueryKey } from '@/lib/products-api';
import { useStoreSettings } from '@/lib/store-settings';
import { useCartStore } from './use-cart';

/**
 * Brings the stored cart up to date with the live catalogue (GET /api/Store/Products) while the
 * view using it is shown and holds something: the catalogue is fetched afresh on mount and each
 * fresh answer is applied once. Until it arrives the cart shows its stored snapshot; when the
 * call fails the cart stays as stored (ValidateOrder still refuses a stale order with its own
 * message).
 */
export function useCartRefresh(): void {
  const { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance } = useStoreSettings();
  const store = useCartStore();
  const hasItems = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0);
  // staleTime 0: a catalogue cached by a listing minutes ago is fetched again before it is trusted.
  const { status, fetchStatus, data, dataUpdatedAt } = useQuery({
    queryKey: productsQueryKey(''),
    queryFn: ({ signal }) => fetchProducts('', signal),
    staleTime: 0,
    enabled: hasItems,
  });
  const applied = useRef(0);

  useEffect(() => {
    if (!hasItems || status !== 'success' || fetchStatus !== 'idle' || dataUpdatedAt === applied.current) return;
    applied.current = dataUpdatedAt;
    store.refreshFromCatalogue(data, { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance });
  }, [hasItems, status, fetchStatus, data, dataUpdatedAt, store, currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance]);
}
