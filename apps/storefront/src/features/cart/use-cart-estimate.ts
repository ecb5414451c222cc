import { useMemo } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import type { CheckoutPricing } from '@giftfront/domain/checkout-pricing';
import { priceCart } from '@/entities/cart/cart-pricing';
import { useStoreSettings } from '@/entities/store/store-settings';

/** What the cart will cost with the store's fees and tax, before a shipping method is chosen at checkout. */
export function useCartEstimate(items: readonly CartItem[]): CheckoutPricing {
  const settings = useStoreSettings();
  return useMemo(() => priceCart(items, { settings }), [items, settings]);
}
