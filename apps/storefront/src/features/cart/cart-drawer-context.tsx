import { createContext, useContext } from 'react';
import type { CartItem } from '@giftfront/domain/cart';

/** The 'Shopping cart' drawer and the add-to-cart confirmation (SPEC §2, §4). */
export interface CartDrawerState {
  isOpen: boolean;
  /** Opens the drawer without a confirmation (the header's cart button). */
  open(): void;
  /** Closes the drawer and its confirmation. */
  close(): void;
  /** The item as last added (its quantity is the quantity added; id is its cart line), or null. */
  lastAdded: CartItem | null;
  /** Closes the add-to-cart confirmation only. */
  dismissLastAdded(): void;
}

export const CartDrawerContext = createContext<CartDrawerState | null>(null);

export function useCartDrawer(): CartDrawerState {
  const state = useContext(CartDrawerContext);
  if (!state) throw new Error('useCartDrawer must be used inside ShopActionsProvider');
  return state;
}
