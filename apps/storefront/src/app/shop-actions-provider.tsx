import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router';
import type { CartItem } from '@giftfront/domain/cart';
import { addWithDelay } from '@/entities/cart/add-with-delay';
import { useCartStoreAccess } from '@/entities/cart/cart-context';
import { createCartItemId } from '@/entities/cart/cart-item-id';
import { useEmbedMode, withEmbed } from '@/lib/embed-mode';
import { GiftDialogContext } from '@/features/gift-details/gift-dialog-state';
import { ShopActionsContext, type ShopActions } from '@/entities/cart/shop-actions';
import { wait } from '@/lib/wait';
import { CartDrawerContext, type CartDrawerState } from '@/features/cart/cart-drawer-context';
import { useGiftDialogController } from '@/features/gift-details/use-gift-dialog-controller';

/** product §9: Buy Now waits this long after adding before it goes to /checkout. */
export const BUY_NOW_DELAY_MS = 100;

/**
 * The shop behind the pages (product §4 Amount and purchase, Send as gift): provides the cart's
 * ShopActions, features/cart's drawer state and features/gift-details' dialog state, so that no
 * feature imports another. Inside a router and, optionally, entities/cart's CartProvider (which
 * sets the store and its currency). It is on the first page load, so it reaches the store
 * through useCartStoreAccess (loaded when needed).
 */
export function ShopActionsProvider({ children }: { children: ReactNode }) {
  const cart = useCartStoreAccess();
  const navigate = useNavigate();
  const embedded = useEmbedMode();
  const [isOpen, setOpen] = useState(false);
  const [lastAdded, setLastAdded] = useState<CartItem | null>(null);

  const showAdded = useCallback((item: CartItem) => {
    setLastAdded(item);
    setOpen(true);
  }, []);
  const gift = useGiftDialogController(cart, showAdded);
  const { openForNewItem } = gift;
  const { openForCartItem } = gift.state;

  const openCart = useCallback(() => {
    setLastAdded(null);
    setOpen(true);
  }, []);
  const closeCart = useCallback(() => {
    setOpen(false);
    setLastAdded(null);
  }, []);
  const dismissLastAdded = useCallback(() => setLastAdded(null), []);
  const drawer: CartDrawerState = useMemo(
    () => ({ isOpen, lastAdded, open: openCart, close: closeCart, dismissLastAdded }),
    [isOpen, lastAdded, openCart, closeCart, dismissLastAdded],
  );

  // product §4: errors of Add to cart and Buy Now are only logged (addWithDelay logs them).
  const actions: ShopActions = useMemo(
    () => ({
      async addToCart(item) {
        try {
          const line = await addWithDelay(cart.load(), item);
          showAdded({ ...line, quantity: item.quantity });
        } catch {
          // logged by addWithDelay
        }
      },
      async buyNow(item) {
        try {
          await addWithDelay(cart.load(), item);
          await wait(BUY_NOW_DELAY_MS);
          // An embedded shopper stays embedded, as the drawer's Checkout link keeps them.
          void navigate(withEmbed('/checkout', embedded));
        } catch {
          // logged by addWithDelay
        }
      },
      sendAsGift: (item) => openForNewItem({ ...item, id: createCartItemId() }),
      openGiftDetails: openForCartItem,
      openCart,
    }),
    [cart, navigate, embedded, showAdded, openForNewItem, openForCartItem, openCart],
  );

  return (
    <ShopActionsContext.Provider value={actions}>
      <CartDrawerContext.Provider value={drawer}>
        <GiftDialogContext.Provider value={gift.state}>{children}</GiftDialogContext.Provider>
      </CartDrawerContext.Provider>
    </ShopActionsContext.Provider>
  );
}
