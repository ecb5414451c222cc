import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { useCart } from '@/entities/cart/use-cart';
import { clearCheckoutDraft } from '@/entities/cart/checkout-draft/draft-storage';
import { serverMessage } from '@/entities/payment/payment-messages';
import { useStoreSettings } from '@/entities/store/store-settings';
import { OrderConfirmed } from './components/order-confirmed';
import { paymentIntentFromQuery } from './payment-intent-param';
import { useOrderDetails } from './use-order-details';

/** product §8 Confirmation texts. */
export const CONFIRMATION_MESSAGES = {
  missingIntent: msg`Missing payment intent ID.`,
  fetchFailed: msg`Failed to fetch order details.`,
  processing: msg`Processing...`,
  absent: msg`Loading order details...`,
} as const;

function Problem({ message }: { message: string }) {
  return (
    <StateMessage
      icon={AlertCircle}
      tone="error"
      message={message}
      actions={
        <ButtonLink to="/">
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
      }
      testId="confirmation-error"
    />
  );
}

/** /confirmation and /order-confirmation (product §2): the order behind ?payment_intent=. */
export function ConfirmationPage() {
  const settings = useStoreSettings();
  const [search] = useSearchParams();
  const paymentIntentId = paymentIntentFromQuery(search);
  const { data, isPending, isError, error } = useOrderDetails(paymentIntentId);
  const { clearAll } = useCart();
  const cleared = useRef(false);
  const { i18n } = useLingui();

  // product §4: the cart is cleared once the order details have loaded (a Stripe redirect lands
  // here), and the checkout form kept for a reload with it: the order is placed.
  useEffect(() => {
    if (!data || cleared.current) return;
    cleared.current = true;
    clearCheckoutDraft();
    clearAll();
  }, [data, clearAll]);

  let content;
  if (!paymentIntentId) content = <Problem message={i18n._(CONFIRMATION_MESSAGES.missingIntent)} />;
  else if (isError) content = <Problem message={serverMessage(error) ?? i18n._(CONFIRMATION_MESSAGES.fetchFailed)} />;
  else if (isPending) content = <Spinner label={i18n._(CONFIRMATION_MESSAGES.processing)} className="py-24" />;
  else if (!data) content = <Spinner label={i18n._(CONFIRMATION_MESSAGES.absent)} className="py-24" />;
  else content = <OrderConfirmed result={data} message={settings.pageText.confirmation?.success?.message} />;

  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>;
}
