import { useEffect, useMemo, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import type { PaymentMethodProps } from '../payment-method';
import { PAYMENT_MESSAGES } from '../payment-messages';
import { loadStripeOnce } from './load-stripe-once';

/** Stripe's statuses that mean the money is taken or on its way; the webhook fulfils the order. */
const PAID_STATUSES = new Set(['succeeded', 'processing', 'requires_capture']);

function StripeFields({
  disabled,
  methodRef,
  onCompleteChange,
  onLoadError,
}: Omit<PaymentMethodProps, 'intent' | 'amountText'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) return;
    methodRef.current = {
      async confirm(intent, billing) {
        // ValidateOrder has set the amount the server computed: let the element know.
        await elements.fetchUpdates();
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: {
            return_url: `${window.location.origin}/confirmation`,
            payment_method_data: {
              billing_details: {
                email: billing.email,
                name: billing.name,
                phone: billing.phone ?? undefined,
                address: billing.address
                  ? {
                      line1: billing.address.line1,
                      city: billing.address.city,
                      postal_code: billing.address.postalCode,
                      country: billing.address.country,
                    }
                  : undefined,
              },
            },
          },
        });
        if (error) return { status: 'failed', message: error.message || PAYMENT_MESSAGES.processingFailed };
        if (paymentIntent && PAID_STATUSES.has(paymentIntent.status))
          return { status: 'succeeded', paymentIntentId: paymentIntent.id || intent.paymentIntentId };
        return { status: 'failed', message: PAYMENT_MESSAGES.processingFailed };
      },
    };
    return () => {
      methodRef.current = null;
    };
  }, [stripe, elements, methodRef]);

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <PaymentElement
        onChange={(event) => onCompleteChange(event.complete)}
        onLoadError={onLoadError}
        options={{ layout: 'tabs' }}
      />
    </fieldset>
  );
}

function appearance(): Appearance {
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
  return {
    theme: 'stripe',
    variables: { colorPrimary: primary || undefined, borderRadius: '12px', fontFamily: 'Inter, system-ui, sans-serif' },
  };
}

/**
 * product §7 card payment provider: Stripe's Payment Element on the store's connected account.
 * Loaded lazily, so stores on the sandbox never load Stripe.js.
 */
export default function StripePaymentElement({
  intent,
  publicKey,
  connectedAccountId,
  ...props
}: PaymentMethodProps & { publicKey: string; connectedAccountId: string | null | undefined }) {
  const stripe = useMemo(() => loadStripeOnce(publicKey, connectedAccountId), [publicKey, connectedAccountId]);
  const [failed, setFailed] = useState(false);
  const { onLoadError } = props;
  useEffect(() => {
    stripe.then((loaded) => !loaded && setFailed(true)).catch(() => setFailed(true));
  }, [stripe]);
  useEffect(() => {
    if (failed) onLoadError();
  }, [failed, onLoadError]);

  return (
    <Elements
      key={intent.clientSecret}
      stripe={stripe}
      options={{ clientSecret: intent.clientSecret, appearance: appearance() }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}
