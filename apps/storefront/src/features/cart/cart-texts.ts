import type { PageText } from '@giftfront/domain/branding';
import { useStoreSettings } from '@/entities/store/store-settings';

/** product §9 default cart texts, and the drawer's own (product §2). */
export const DEFAULT_CART_TEXTS = {
  emptyTitle: 'Your Cart is Empty',
  emptyMessage: "Looks like you haven't added any items to your cart yet",
  emptyCta: 'Continue Shopping',
  title: 'Your Cart',
  subtotal: 'Subtotal',
  tax: 'Estimated Tax',
  total: 'Total',
  checkoutButton: 'Proceed to Checkout',
  drawerCheckoutButton: 'Checkout',
  note: 'Shipping and fees calculated at checkout.',
  continueShopping: 'Continue Shopping',
} as const;

export type CartTexts = Record<keyof typeof DEFAULT_CART_TEXTS | 'estimatedTotal', string>;

const given = (text: string | null | undefined): string | undefined => (text?.trim() ? text : undefined);

/** The store's pageText.cart overrides over the defaults; a blank override counts as unset. */
export function cartTexts(pageText: PageText['cart']): CartTexts {
  const empty = pageText?.empty;
  const summary = pageText?.summary;
  const total = given(summary?.total);
  return {
    ...DEFAULT_CART_TEXTS,
    emptyTitle: given(empty?.title) ?? DEFAULT_CART_TEXTS.emptyTitle,
    emptyMessage: given(empty?.message) ?? DEFAULT_CART_TEXTS.emptyMessage,
    emptyCta: given(empty?.cta) ?? DEFAULT_CART_TEXTS.emptyCta,
    title: given(summary?.title) ?? DEFAULT_CART_TEXTS.title,
    subtotal: given(summary?.subtotal) ?? DEFAULT_CART_TEXTS.subtotal,
    tax: given(summary?.tax) ?? DEFAULT_CART_TEXTS.tax,
    total: total ?? DEFAULT_CART_TEXTS.total,
    // Shipping is chosen at checkout: until then the cart's total is an estimate, and says so.
    estimatedTotal: total ? `${total} (estimated)` : 'Estimated total',
    checkoutButton: given(summary?.checkoutButton) ?? DEFAULT_CART_TEXTS.checkoutButton,
    // A store that renames its checkout button means it in the drawer too.
    drawerCheckoutButton: given(summary?.checkoutButton) ?? DEFAULT_CART_TEXTS.drawerCheckoutButton,
  };
}

export function useCartTexts(): CartTexts {
  return cartTexts(useStoreSettings().pageText.cart);
}
