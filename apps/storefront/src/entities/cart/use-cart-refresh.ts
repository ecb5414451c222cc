import { useEffect, useRef } from 'react';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useCartStore } from './use-cart';
import { useLiveCatalogue } from './use-live-catalogue';

/**
 * Brings the stored cart up to date with the live catalogue while the view using it is shown and
 * holds something: each fresh answer is applied once. Until it arrives the cart shows its stored
 * snapshot; when the call fails the cart stays as stored (ValidateOrder still refuses a stale
 * order with its own message).
 */
export function useCartRefresh(): void {
  const { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance } = useStoreSettings();
  const store = useCartStore();
  const { hasItems, query } = useLiveCatalogue();
  const { status, fetchStatus, data, dataUpdatedAt } = query;
  const applied = useRef(0);

  useEffect(() => {
    if (!hasItems || status !== 'success' || fetchStatus !== 'idle' || dataUpdatedAt === applied.current) return;
    applied.current = dataUpdatedAt;
    store.refreshFromCatalogue(data, { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance });
  }, [
    hasItems,
    status,
    fetchStatus,
    data,
    dataUpdatedAt,
    store,
    currencyCode,
    hideCustomGiftCardAmounts,
    maxGiftCardBalance,
  ]);
}
