import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import { getBrowserCartStore, type CartStore } from './cart-store';

interface CartContextValue {
  store: CartStore;
  currencyCode: string;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * app/ wraps the shop in this with the store's currency (SPEC §3 currencyCode, default USD);
 * tests pass their own store. Without a provider the page's cart and USD are used.
 */
export function CartProvider({ store, currencyCode, children }: { store?: CartStore; currencyCode?: string | null; children: ReactNode }) {
  const value = useMemo(
    () => ({ store: store ?? getBrowserCartStore(), currencyCode: currencyCode || DEFAULT_CURRENCY }),
    [store, currencyCode],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  return value ?? { store: getBrowserCartStore(), currencyCode: DEFAULT_CURRENCY };
}

export function useCartStore(): CartStore {
  return useCartContext().store;
}
