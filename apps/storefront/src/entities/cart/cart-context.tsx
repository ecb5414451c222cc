import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import type { CartStore } from './cart-store';
import {
  loadBrowserCartStore,
  loadedBrowserCartStore,
  loadStoredCartEarly,
  subscribeToCartStoreLoad,
} from './cart-store-loader';
import { yieldToBrowser } from '@/lib/yield-to-browser';

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

/**
 * The page's store once its code has loaded. Every page starts without it, as the server rendered
 * it; it arrives in a transition, so React finishes hydrating a page still waiting for its code
 * rather than throwing the server's markup away for an update. A store that loads while the page
 * is open is shown a task after it has read the stored cart: on a phone, reading the cart and
 * rendering what shows it were one long task (bench/results.md, the checkout's first load).
 */
function useLoadedBrowserCartStore(): CartStore | null {
  const [store, setStore] = useState<CartStore | null>(null);
  useEffect(() => {
    let mounted = true;
    const show = () => startTransition(() => setStore(loadedBrowserCartStore()));
    show();
    const unsubscribe = subscribeToCartStoreLoad(() => {
      void yieldToBrowser().then(() => {
        if (mounted) show();
      });
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);
  return store;
}
const browserAccess = (currencyCode: string): CartStoreAccess => ({
  current: loadedBrowserCartStore,
  load: () => loadBrowserCartStore(currencyCode),
});
const CartContext = createContext<CartContextValue | null>(null);

/**
 * app/ wraps the shop in this with the store's currency (product §3 currencyCode, default USD);
 * tests pass their own store. Without one, the page's cart loads as soon as a cart is stored
 * (cart-store-loader). This file must not import the store's code: it is on the first page load.
 */
export function CartProvider({
  store,
  currencyCode,
  children,
}: {
  store?: CartStore;
  currencyCode?: string | null;
  children: ReactNode;
}) {
  const browserStore = useLoadedBrowserCartStore();
  const currency = currencyCode || DEFAULT_CURRENCY;
  useEffect(() => (store ? undefined : loadStoredCartEarly(currency)), [store, currency]);
  const value = useMemo(
    () => ({
      store: store ?? browserStore,
      currencyCode: currency,
      access: store ? { current: () => store, load: () => Promise.resolve(store) } : browserAccess(currency),
    }),
    [store, browserStore, currency],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  return (
    useContext(CartContext) ?? {
      store: loadedBrowserCartStore(),
      currencyCode: DEFAULT_CURRENCY,
      access: browserAccess(DEFAULT_CURRENCY),
    }
  );
}

export function useCartStoreAccess(): CartStoreAccess {
  return useCartContext().access;
}
