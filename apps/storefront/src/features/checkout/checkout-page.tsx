import { useCart } from '@/lib/cart/use-cart';
import { useStoreSettings } from '@/lib/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutView } from './checkout-view';
import { EmptyCheckout } from './components/empty-checkout';

/** SPEC §2: the checkout title is '{store name or Store} – Checkout' (an en dash). */
export const checkoutTitle = (storeName: string | null | undefined) => `${storeName?.trim() || 'Store'} – Checkout`;

/** /checkout: the form and summary, or a friendly empty state when the cart is empty. */
export function CheckoutPage() {
  const settings = useStoreSettings();
  useDocumentTitle(checkoutTitle(settings.company.name));
  const { items } = useCart();
  return items.length === 0 ? <EmptyCheckout /> : <CheckoutView items={items} />;
}
