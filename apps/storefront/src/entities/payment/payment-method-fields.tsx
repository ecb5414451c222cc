import { lazy, Suspense } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { Spinner } from '@/components/spinner';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { PaymentMethodProps } from './payment-method';
import { SandboxCardForm } from './sandbox/sandbox-card-form';
import type { PaymentSetup } from './use-payment-intent';

const StripePaymentElement = lazy(() => import('./stripe/stripe-payment-element'));

/**
 * product §4: 'Initializing payment...' until the intent is ready, then the store's provider's
 * card form: the sandbox's own, or Stripe's Payment Element (loaded only by Stripe stores).
 */
export function PaymentMethodFields({
  setup,
  payment,
  ...methodProps
}: Omit<PaymentMethodProps, 'intent'> & { setup: PaymentSetup; payment: PaymentSettings }) {
  const initializing = (
    <Spinner label={PAYMENT_MESSAGES.initializing} className="rounded-xl border border-gray-200 py-10" />
  );
  if (setup.status !== 'ready') return initializing;
  if (payment.provider === 'stripe') {
    return (
      <Suspense fallback={initializing}>
        <StripePaymentElement
          intent={setup.intent}
          publicKey={payment.publicKey ?? ''}
          connectedAccountId={payment.connectedAccountId}
          {...methodProps}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm intent={setup.intent} {...methodProps} />;
}
