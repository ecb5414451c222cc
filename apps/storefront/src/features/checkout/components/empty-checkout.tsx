import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';

/** /checkout with nothing in the cart: the cart's empty texts (product §9 defaults, page text overrides) and a way home. */
export function EmptyCheckout() {
  const empty = useStoreSettings().pageText.cart?.empty;
  return (
    <StateMessage
      icon={ShoppingBag}
      headingLevel={1}
      title={empty?.title || 'Your Cart is Empty'}
      message={empty?.message || "Looks like you haven't added any items to your cart yet"}
      actions={<ButtonLink to="/">{empty?.cta || 'Continue Shopping'}</ButtonLink>}
      testId="checkout-empty"
      className="py-24"
    />
  );
}
