import type { CartItem } from '@giftfront/domain/cart';
import { requiredContext } from '@/lib/required-context';

/** The 'Shopping cart' drawer and the add-to-cart confirmation (product §2, §4). */
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

export const [CartDrawerContext, useCartDrawer] = requiredContext<CartDrawerState>(
  'useCartDrawer',
  'ShopActionsProvider',
);
