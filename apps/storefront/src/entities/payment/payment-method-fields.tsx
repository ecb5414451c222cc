import { lazy, Suspense } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { Spinner } from '@/components/spinner';
import { useLingui } from '@/lib/i18n/lingui-runtime';
import { PAYMENT_MESSAGES, paymentMessage } from './payment-messages';
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
  const { i18n } = useLingui();
  const initializing = (
    <Spinner
      label={paymentMessage(PAYMENT_MESSAGES.initializing, i18n)}
      className="rounded-xl border border-gray-200 py-10"
    />
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
