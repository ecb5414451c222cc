import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import type { CartStore } from './cart-store';
import { loadBrowserCartStore, loadedBrowserCartStore, loadStoredCartEarly, subscribeToCartStoreLoad } from './cart-store-loader';

/** For what may run before the store's code has loaded (add to cart from a product page). */
export interface CartStoreAccess {
  /** The store if it is ready, else null. */
  current(): CartStore | null;
  /** The store, loading its code if needed. */
  load(): Promise<CartStore>;
}

interface CartContextValue {
  /** The store given to the provider (tests), else the page's once its code has loaded. */
  store: CartStore | null;
  currencyCode: string;
  access: CartStoreAccess;
}

const browserAccess: CartStoreAccess = { current: loadedBrowserCartStore, load: loadBrowserCartStore };
const CartContext = createContext<CartContextValue | null>(null);

/**
 * app/ wraps the shop in this with the store's currency (SPEC §3 currencyCode, default USD);
 * tests pass their own store. Without one, the page's cart loads as soon as a cart is stored
 * (cart-store-loader). This file must not import the store's code: it is on the first page load.
 */
export function CartProvider({ store, currencyCode, children }: { store?: CartStore; currencyCode?: string | null; children: ReactNode }) {
  const browserStore = useSyncExternalStore(subscribeToCartStoreLoad, loadedBrowserCartStore, loadedBrowserCartStore);
  useEffect(() => (store ? undefined : loadStoredCartEarly()), [store]);
  const value = useMemo(
    () => ({
      store: store ?? browserStore,
      currencyCode: currencyCode || DEFAULT_CURRENCY,
      access: store ? { current: () => store, load: () => Promise.resolve(store) } : browserAccess,
    }),
    [store, browserStore, currencyCode],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  return useContext(CartContext) ?? { store: loadedBrowserCartStore(), currencyCode: DEFAULT_CURRENCY, access: browserAccess };
}

export function useCartStoreAccess(): CartStoreAccess {
  return useCartContext().access;
}
