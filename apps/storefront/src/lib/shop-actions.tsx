import { createContext, useContext } from 'react';
import type { CartItem } from '@giftfront/domain/cart';

/**
 * What product pages ask of the cart without importing the cart feature: app/ provides the
 * implementation (features/cart and features/gift-details), pages only call it.
 * An item passed here has no id yet; the cart gives it one.
 */
export type NewCartItem = Omit<CartItem, 'id'>;

export interface ShopActions {
  /** SPEC §4: adds (after the simulated delay), remembers it for the confirmation, opens the drawer. */
  addToCart(item: NewCartItem): Promise<void>;
  /** SPEC §4: adds without the drawer, waits 100 ms, then goes to /checkout. */
  buyNow(item: NewCartItem): Promise<void>;
  /** SPEC §4: opens the gift dialog on a temporary item; saving adds it (or one per recipient). */
  sendAsGift(item: NewCartItem): void;
  openCart(): void;
}

export const ShopActionsContext = createContext<ShopActions | null>(null);

export function useShopActions(): ShopActions {
  const actions = useContext(ShopActionsContext);
  if (!actions) throw new Error('useShopActions must be used inside ShopActionsContext');
  return actions;
}
