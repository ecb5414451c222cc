import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { cartFromItems, type Cart } from './cart-operations';
import { useCartContext } from './cart-context';
import { getBrowserCartStore, type CartActions, type CartStore } from './cart-store';
import { preloadBrowserCartStore } from './cart-store-loader';

export interface UseCart extends Cart, CartActions {
  currencyCode: string;
}

/**
 * The store to show: the provider's, else the page's. Importing this loads the store's code, so
 * only what shows cart lines uses it (the header counts with useCartCount).
 */
export function useCartStore(): CartStore {
  const { store: provided, currencyCode } = useCartContext();
  // Tells the provider (and so the header's count) that the page's store now exists.
  useEffect(() => {
    if (!provided) preloadBrowserCartStore(currencyCode);
  }, [provided, currencyCode]);
  return provided ?? getBrowserCartStore(currencyCode);
}

/** The cart as shown (items, total in minor units, count = Σ quantities) and its operations. */
export function useCart(): UseCart {
  const { currencyCode } = useCartContext();
  const store = useCartStore();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const cart = useMemo(() => cartFromItems(items), [items]);
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
