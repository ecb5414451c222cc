import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { Spinner } from '@/components/spinner';
import { PAYMENT_MESSAGES, paymentMessage } from '@/entities/payment/payment-messages';
import { PaymentMethodFields } from '@/entities/payment/payment-method-fields';
import { PaymentSetupError } from '@/entities/payment/payment-setup-error';
import type { Payment } from '@/entities/payment/use-payment';
import type { PaymentSetup } from '@/entities/payment/use-payment-intent';

/**
 * product §4 Top-up payment: nothing until the amount is valid, 'Initializing payment...', an error
 * (with Retry only when trying again can help), or the store's card form from entities/payment.
 */
export function PaymentSection({
  setup,
  initialising,
  payment,
  paying,
  amountText,
}: {
  setup: PaymentSetup;
  initialising: boolean;
  payment: PaymentSettings;
  paying: Payment;
  amountText?: string;
}) {
  const { i18n } = useLingui();
  const failure =
    setup.status === 'error'
      ? setup
      : paying.loadFailed
        ? { message: PAYMENT_MESSAGES.formInitFailed, retryable: true }
        : null;
  return (
    <section
      aria-labelledby="top-up-payment-heading"
      className="mt-6 border-t border-gray-100 pt-5"
      data-testid="top-up-payment"
    >
      <h3 id="top-up-payment-heading" className="mb-3 text-sm font-semibold text-gray-900">
        <Trans>Payment</Trans>
      </h3>
      {failure ? (
        <PaymentSetupError
          message={failure.message}
          onRetry={failure.retryable ? paying.retry : undefined}
          testId="top-up-payment-error"
        />
      ) : initialising ? (
        <Spinner
          label={paymentMessage(PAYMENT_MESSAGES.initializing, i18n)}
          className="rounded-xl border border-gray-200 py-10"
        />
      ) : setup.status === 'ready' ? (
        <PaymentMethodFields
          setup={setup}
          payment={payment}
          disabled={paying.processing}
          methodRef={paying.methodRef}
          onCompleteChange={paying.onCompleteChange}
          onLoadError={paying.onLoadError}
          amountText={amountText}
        />
      ) : (
        <p className="text-sm text-gray-600">
          <Trans>Enter a valid amount to set up the payment.</Trans>
        </p>
      )}
    </section>
  );
}
