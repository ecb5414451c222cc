import { useEffect, useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { englishI18n } from '@/lib/i18n/lingui-runtime';
import { CartRefreshNotice } from '@/entities/cart/cart-refresh-notice';
import { useCartContext } from '@/entities/cart/cart-context';
import { preloadBrowserCartStore } from '@/entities/cart/cart-store-loader';
import { useCart } from '@/entities/cart/use-cart';
import { useStoreSettings } from '@/entities/store/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { checkoutText } from './checkout-text';
import { CheckoutView } from './checkout-view';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { EmptyCheckout } from './components/empty-checkout';
import { physicalOptions } from './delivery/delivery-rules';

/** product §2: the checkout title is '{store name or Store} – Checkout' (an en dash). */
export const checkoutTitle = (storeName: string | null | undefined, i18n: I18n = englishI18n()) => {
  const store = storeName?.trim() || i18n._(msg`Store`);
  return i18n._(msg`${store} – Checkout`);
};

/**
 * /checkout: the form and summary, or a friendly empty state when the cart is empty. The server
 * (and the browser's hydrating render) shows its skeleton: the cart is in the browser's storage,
 * and the skeleton stays until the cart's store has read it.
 */
export function CheckoutPage() {
  const settings = useStoreSettings();
  const { i18n } = useLingui();
  useDocumentTitle(checkoutTitle(settings.company.name, i18n));
  const text = useMemo(() => checkoutText(settings.pageText.checkout, i18n), [settings.pageText.checkout, i18n]);
  const hydrated = useHydrated();
  // The cart is read (its stored lines checked) in a task of its own before the form renders.
  const { store, currencyCode } = useCartContext();
  useEffect(() => {
    if (!store) preloadBrowserCartStore(currencyCode);
  }, [store, currencyCode]);
  if (!hydrated || !store) return <CheckoutSkeleton text={text} shipping={physicalOptions(settings).length > 0} />;
  return <CheckoutWithCart />;
}

/**
 * The cart is refreshed against the catalogue first thing, and the notice of what changed stays
 * in place when the cart empties.
 */
function CheckoutWithCart() {
  const { items } = useCart();
  return (
    <>
      <CartRefreshNotice className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-10" />
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutView items={items} />}
    </>
  );
}
