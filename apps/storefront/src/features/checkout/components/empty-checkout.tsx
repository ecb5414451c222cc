import { useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { StateMessage } from '@/components/state-message';
import { useStoreSettings } from '@/entities/store/store-settings';

/** /checkout with nothing in the cart: the cart's empty texts (product §9 defaults, page text overrides) and a way home. */
export function EmptyCheckout() {
  const empty = useStoreSettings().pageText.cart?.empty;
  const { t } = useLingui();
  return (
    <StateMessage
      icon={ShoppingBag}
      headingLevel={1}
      title={empty?.title || t`Your Cart is Empty`}
      message={empty?.message || t`Looks like you haven't added any items to your cart yet`}
      actions={<ButtonLink to="/">{empty?.cta || t`Continue Shopping`}</ButtonLink>}
      testId="checkout-empty"
      className="py-24"
    />
  );
}
