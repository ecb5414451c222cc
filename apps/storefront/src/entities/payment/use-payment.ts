import { useCallback, useRef, useState } from 'react';
import type { OrderValidationPayload, PaymentIntent } from '@giftfront/domain/order';
import { isApiError } from '@/lib/api-client';
import { PAYMENT_MESSAGES, paymentFailureMessage, PaymentProblem } from './payment-messages';
import type { BillingDetails, PaymentMethod } from './payment-method';
import { validateOrder } from './payments-api';
import type { PaymentIntentController } from './use-payment-intent';

export interface PreparedPayment {
  billingDetails: BillingDetails;
  /** The order validation payload for an intent (product §3), its amounts in minor units. */
  payload(paymentIntentId: string | null): OrderValidationPayload;
}

export interface PaymentOptions {
  controller: PaymentIntentController;
  /** Checks the shopper's input; null stops here (the caller shows why). */
  prepare(): Promise<PreparedPayment | null>;
  /** Runs once the provider took the money; paying stays 'processing' until it has finished. */
  onPaid(paymentIntentId: string): void | Promise<void>;
}

export interface Payment {
  /** Handed to the provider's card form, which puts its confirm() here. */
  methodRef: React.RefObject<PaymentMethod | null>;
  /** product §4: the card form reported complete details. */
  complete: boolean;
  onCompleteChange(complete: boolean): void;
  processing: boolean;
  /** Why the last attempt failed, shown in red under the card form. */
  error: string | null;
  /** The provider's form could not load (Stripe.js blocked or offline). */
  loadFailed: boolean;
  onLoadError(): void;
  /** Sets the payment up again after an error. */
  retry(): void;
  /**
   * Validates the order, then confirms with the provider (product §4 Checkout, Top-up): the card
   * form's method, or an express wallet's (decision 0116), by the same server path.
   */
  pay(method?: PaymentMethod): Promise<void>;
  /** Back to a fresh attempt: no error, not processing (a dialog opened again). */
  reset(): void;
}

/** The server no longer knows the intent: a fresh one replaces it without bothering the shopper. */
const isUnknownIntent = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The one way Giftfront pays, for the checkout and the top-up: ValidateOrder first (the
 * server binds the amount it computed), then the provider's confirmation. After a success
 * the state stays 'processing': the caller moves on (a new page, a closed dialog).
 */
export function usePayment({ controller, prepare, onPaid }: PaymentOptions): Payment {
  const methodRef = useRef<PaymentMethod | null>(null);
  const [complete, setComplete] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const onLoadError = useCallback(() => setLoadFailed(true), []);
  const { setup } = controller;

  async function validated(prepared: PreparedPayment, intent: PaymentIntent): Promise<PaymentIntent> {
    try {
      await validateOrder(prepared.payload(intent.paymentIntentId));
      return intent;
    } catch (failure) {
      if (!isUnknownIntent(failure)) throw failure;
      const fresh = await controller.replace();
      // A Payment Element is bound to its intent: the new one needs the card again.
      if (controller.provider === 'stripe') throw new PaymentProblem(PAYMENT_MESSAGES.sessionRenewed);
      await validateOrder(prepared.payload(fresh.paymentIntentId));
      return fresh;
    }
  }

  async function pay(wallet?: PaymentMethod) {
    if (setup.status !== 'ready' || processing) return;
    setError(null);
    let prepared: PreparedPayment | null;
    try {
      prepared = await prepare();
    } catch (failure) {
      // The shopper's input could not be checked (the checkout's rules did not load): said, not swallowed.
      return setError(paymentFailureMessage(failure));
    }
    if (!prepared) return;
    // product §5 Payment: a provider that is not ready is an error, before anything is validated.
    if (!wallet && !methodRef.current) return setError(PAYMENT_MESSAGES.notReady);
    setProcessing(true);
    try {
      const intent = await validated(prepared, setup.intent);
      const method = wallet ?? methodRef.current;
      if (!method) throw new PaymentProblem(PAYMENT_MESSAGES.notReady);
      const result = await method.confirm(intent, prepared.billingDetails);
      if (result.status === 'succeeded') {
        await onPaid(result.paymentIntentId);
        return;
      }
      setError(result.message);
    } catch (failure) {
      if (!(failure instanceof PaymentProblem)) console.error('Payment failed', failure);
      setError(paymentFailureMessage(failure));
    }
    setProcessing(false);
  }

  const { retry: retrySetup } = controller;
  const retry = useCallback(() => {
    setLoadFailed(false);
    retrySetup();
  }, [retrySetup]);
  const reset = useCallback(() => {
    setError(null);
    setProcessing(false);
  }, []);

  return {
    methodRef,
    complete,
    onCompleteChange: setComplete,
    processing,
    error,
    loadFailed,
    onLoadError,
    retry,
    pay,
    reset,
  };
}
