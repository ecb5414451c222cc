import type { CartItem } from '@giftfront/domain/cart';
import { requiredContext } from '@/lib/required-context';

/**
 * What pages ask of the shop without importing the features that do it: product pages add, buy
 * and send as gift; cart lines and the checkout open the gift dialog on a line. app/ provides
 * the implementation (features/cart's drawer, features/gift-details' dialog, this entity's cart).
 * An item passed here has no id yet; the cart gives it one.
 */
export type NewCartItem = Omit<CartItem, 'id'>;

export interface ShopActions {
  /** product §4: adds (after the simulated delay), remembers it for the confirmation, opens the drawer. */
  addToCart(item: NewCartItem): Promise<void>;
  /** product §4: adds without the drawer, waits 100 ms, then goes to /checkout. */
  buyNow(item: NewCartItem): Promise<void>;
  /** product §4: opens the gift dialog on a temporary item; saving adds it (or one per recipient). */
  sendAsGift(item: NewCartItem): void;
  /** 'Send as gift' or 'Edit' on a cart line (drawer, cart page, checkout) opens the gift dialog on it. */
  openGiftDetails(itemId: string): void;
  openCart(): void;
}

export const [ShopActionsContext, useShopActions] = requiredContext<ShopActions>(
  'useShopActions',
  'ShopActionsContext',
);
