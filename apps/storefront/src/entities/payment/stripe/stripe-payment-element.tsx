import { useEffect, useMemo, useState } from 'react';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js';
import { ExpressWalletSlot } from '../express-wallet-slot';
import type { ConfirmResult, PaymentMethod, PaymentMethodProps, WalletOptions } from '../payment-method';
import { PAYMENT_MESSAGES } from '../payment-messages';
import { loadStripeOnce } from './load-stripe-once';

/** Stripe's statuses that mean the money is taken or on its way; the webhook fulfils the order. */
const PAID_STATUSES = new Set(['succeeded', 'processing', 'requires_capture']);

/** Apple Pay, Google Pay or Link have approved: confirm the intent the order was validated against. */
function expressMethod(stripe: Stripe, elements: StripeElements): PaymentMethod {
  return {
    async confirm(intent): Promise<ConfirmResult> {
      await elements.fetchUpdates();
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/confirmation` },
      });
      if (error) return { status: 'failed', message: error.message || PAYMENT_MESSAGES.processingFailed };
      if (paymentIntent && PAID_STATUSES.has(paymentIntent.status))
        return { status: 'succeeded', paymentIntentId: paymentIntent.id || intent.paymentIntentId };
      return { status: 'failed', message: PAYMENT_MESSAGES.processingFailed };
    },
  };
}

/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay, Link; decision 0116) above the card
 * form, in the same Elements as the Payment Element: on 'confirm' the wallet's payer and shipping
 * address go into the order's form, which is then validated by the server like a card payment,
 * and stripe.confirmPayment takes the money.
 */
function StripeExpressCheckout({ wallet, disabled }: { wallet: WalletOptions; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [available, setAvailable] = useState(false);
  if (!stripe || !elements) return null;
  const { shipping } = wallet;
  const element = (
    <ExpressCheckoutElement
      options={{ buttonHeight: 48 }}
      onReady={(event) => setAvailable(Boolean(event.availablePaymentMethods))}
      onClick={(event) => {
        if (disabled) return event.reject();
        event.resolve({
          emailRequired: true,
          phoneNumberRequired: Boolean(shipping),
          shippingAddressRequired: Boolean(shipping),
          shippingRates: shipping ? [shipping] : undefined,
        });
      }}
      onShippingAddressChange={(event) => {
        wallet.onContact?.({ shippingAddress: { name: event.name, address: event.address } });
        event.resolve();
      }}
      onConfirm={(event) => {
        wallet.onContact?.({
          name: event.billingDetails?.name,
          email: event.billingDetails?.email,
          phone: event.billingDetails?.phone,
          shippingAddress: event.shippingAddress ?? null,
        });
        void wallet.pay(expressMethod(stripe, elements)).catch(() => event.paymentFailed({ reason: 'fail' }));
      }}
    />
  );
  // No wallet on this device: no 'or pay by card' line either.
  return available ? <ExpressWalletSlot>{element}</ExpressWalletSlot> : <div hidden>{element}</div>;
}

function StripeFields({
  disabled,
  methodRef,
  onCompleteChange,
  onLoadError,
  wallet,
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
    <fieldset disabled={disabled} className="min-w-0 space-y-4">
      {wallet && <StripeExpressCheckout wallet={wallet} disabled={disabled} />}
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
