import { useEffect, useRef } from 'react';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useCartStore } from './use-cart';
import type { LiveCatalogue } from './use-live-catalogue';

/**
 * Brings the stored cart up to date with the live catalogue while the view using it is shown and
 * holds something: each fresh answer is applied once. Until it arrives the cart shows its stored
 * snapshot; when the call fails the cart stays as stored (ValidateOrder still refuses a stale
 * order with its own message).
 */
export function useCartRefresh({ hasItems, query }: LiveCatalogue): void {
  const { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance } = useStoreSettings();
  const store = useCartStore();
  const { status, isFetching, data } = query;
  const applied = useRef<unknown>(null);

  useEffect(() => {
    // Each answer is a new array: applied once.
    if (!hasItems || status !== 'success' || isFetching || data === applied.current) return;
    applied.current = data;
    store.refreshFromCatalogue(data, { currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance });
  }, [hasItems, status, isFetching, data, store, currencyCode, hideCustomGiftCardAmounts, maxGiftCardBalance]);
}
