import type { FormEvent } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { PayButton, PaymentError } from './pay-button';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { WalletOptions } from './payment-method';
import { PaymentMethodFields } from './payment-method-fields';
import { PaymentSetupError } from './payment-setup-error';
import { usePayment, type PaymentOptions } from './use-payment';

export type { PreparedPayment } from './use-payment';

export interface PaymentFormProps extends PaymentOptions {
  /** An express wallet's payer and shipping address into the order's form (decision 0116); no wallet without it. */
  wallet?: Pick<WalletOptions, 'onContact' | 'shipping'>;
  payment: PaymentSettings;
  payLabel: string;
  amountText?: string;
  /** Lets a button outside the form (the checkout's phone bar) submit it. */
  formId?: string;
}

/**
 * product §4 payment form: initializing, error (with Retry), ready (the card form reports
 * completion), processing. Paying validates the order first, then confirms with the provider.
 */
export function PaymentForm({
  controller,
  payment,
  payLabel,
  amountText,
  formId,
  prepare,
  onPaid,
  wallet,
}: PaymentFormProps) {
  const { setup } = controller;
  const paying = usePayment({ controller, prepare, onPaid });

  if (setup.status === 'idle') return null;
  if (setup.status === 'error' || paying.loadFailed) {
    // product §8: 'Payment form initialization failed. Please try again.' with a Retry button.
    return (
      <PaymentSetupError
        message={PAYMENT_MESSAGES.formInitFailed}
        detail={setup.status === 'error' ? setup.message : null}
        onRetry={paying.retry}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void paying.pay();
  }

  const { methodRef, processing, onCompleteChange, onLoadError, complete, error } = paying;
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="payment-form" className="space-y-5">
      <PaymentMethodFields
        setup={setup}
        payment={payment}
        disabled={processing}
        methodRef={methodRef}
        onCompleteChange={onCompleteChange}
        onLoadError={onLoadError}
        amountText={amountText}
        wallet={wallet && { ...wallet, pay: paying.pay }}
      />
      <PaymentError message={error} />
      <PayButton
        label={payLabel}
        processing={processing}
        disabled={processing || setup.status !== 'ready' || !complete}
      />
    </form>
  );
}
