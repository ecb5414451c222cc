import type { PageText } from '@giftfront/domain/branding';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStoreSettings } from '@/entities/store/store-settings';
import { englishI18n } from '@/lib/i18n/lingui-runtime';

/** product §9 default cart texts, and the drawer's own (product §2), translated where they are used. */
const DEFAULT_CART_MESSAGES = {
  emptyTitle: msg`Your Cart is Empty`,
  emptyMessage: msg`Looks like you haven't added any items to your cart yet`,
  emptyCta: msg`Continue Shopping`,
  title: msg`Your Cart`,
  subtotal: msg`Subtotal`,
  tax: msg`Estimated Tax`,
  total: msg`Total`,
  checkoutButton: msg`Proceed to Checkout`,
  drawerCheckoutButton: msg`Checkout`,
  note: msg`Shipping and fees calculated at checkout.`,
  continueShopping: msg`Continue Shopping`,
} as const;

type DefaultCartTexts = Record<keyof typeof DEFAULT_CART_MESSAGES, string>;

/** The defaults in the shopper's language (English without `i18n`). */
export function defaultCartTexts(i18n: I18n = englishI18n()): DefaultCartTexts {
  return Object.fromEntries(
    Object.entries(DEFAULT_CART_MESSAGES).map(([key, message]) => [key, i18n._(message)]),
  ) as DefaultCartTexts;
}

export type CartTexts = Record<keyof typeof DEFAULT_CART_MESSAGES | 'estimatedTotal', string>;

const given = (text: string | null | undefined): string | undefined => (text?.trim() ? text : undefined);

/** The store's pageText.cart overrides over the defaults; a blank override counts as unset. */
export function cartTexts(pageText: PageText['cart'], i18n: I18n = englishI18n()): CartTexts {
  const DEFAULT_CART_TEXTS = defaultCartTexts(i18n);
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
    estimatedTotal: total ? i18n._(msg`${total} (estimated)`) : i18n._(msg`Estimated total`),
    checkoutButton: given(summary?.checkoutButton) ?? DEFAULT_CART_TEXTS.checkoutButton,
    // A store that renames its checkout button means it in the drawer too.
    drawerCheckoutButton: given(summary?.checkoutButton) ?? DEFAULT_CART_TEXTS.drawerCheckoutButton,
  };
}

export function useCartTexts(): CartTexts {
  const { i18n } = useLingui();
  return cartTexts(useStoreSettings().pageText.cart, i18n);
}
