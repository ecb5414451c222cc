import { useMemo, useSyncExternalStore } from 'react';
import { cartFromItems, type Cart } from './cart-operations';
import { useCartContext } from './cart-context';
import type { CartActions } from './cart-store';

export interface UseCart extends Cart, CartActions {
  currencyCode: string;
}

/** The cart as shown (items, total, total in minor units, count = Σ quantities) and its operations. */
export function useCart(): UseCart {
  const { store, currencyCode } = useCartContext();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const cart = useMemo(() => cartFromItems(items, currencyCode), [items, currencyCode]);
  return useMemo(
    () => ({
      ...cart,
      currencyCode,
      addItem: store.addItem,
      addSeveral: store.addSeveral,
      replaceOneBySeveral: store.replaceOneBySeveral,
      removeItem: store.removeItem,
      changeQuantity: store.changeQuantity,
      setGiftDetails: store.setGiftDetails,
      clearGiftDetails: store.clearGiftDetails,
      clearAll: store.clearAll,
    }),
    [cart, currencyCode, store],
  );
}
