import { useSyncExternalStore } from 'react';
import type { CartItem } from '@giftfront/domain/cart';
import { useCartContext } from './cart-context';

const NO_ITEMS: CartItem[] = [];
const noSubscription = () => () => {};
const noItems = () => NO_ITEMS;

/**
 * The cart's item count (Σ quantities, as useCart().count) for the header, without loading the
 * store's code: 0 until a stored cart has loaded (cart-store-loader).
 */
export function useCartCount(): number {
  const { store } = useCartContext();
  const items = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? noItems,
    store?.getSnapshot ?? noItems,
  );
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
