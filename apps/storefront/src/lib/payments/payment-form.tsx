import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, RotateCcw } from 'lucide-react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import type { OrderValidationPayloadInput, PaymentIntent } from '@giftfront/domain/order';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { PayButton, PaymentError } from './pay-button';
import { PAYMENT_MESSAGES, paymentFailureMessage, PaymentProblem } from './payment-messages';
import type { BillingDetails, PaymentMethod, PaymentMethodProps } from './payment-method';
import { validateOrder } from './payments-api';
import { SandboxCardForm } from './sandbox/sandbox-card-form';
import type { PaymentIntentController } from './use-payment-intent';

const StripePaymentElement = lazy(() => import('./stripe/stripe-payment-element'));

export interface PreparedPayment {
  billingDetails: BillingDetails;
  /** The order validation payload for an intent (SPEC §3). */
  payload(paymentIntentId: string | null): OrderValidationPayloadInput;
}

export interface PaymentFormProps {
  controller: PaymentIntentController;
  payment: PaymentSettings;
  payLabel: string;
  amountText?: string;
  /** Checks the shopper's input; null stops here (the caller shows why). */
  prepare(): Promise<PreparedPayment | null>;
  onPaid(paymentIntentId: string): void;
}

/** The server no longer knows the intent: a fresh one replaces it without bothering the shopper. */
const isUnknownIntent = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * SPEC §4 payment form: initializing, error (with Retry), ready (the card form reports
 * completion), processing. Paying validates the order first, then confirms with the provider.
 */
export function PaymentForm({ controller, payment, payLabel, amountText, prepare, onPaid }: PaymentFormProps) {
  const { setup } = controller;
  const methodRef = useRef<PaymentMethod | null>(null);
  const [complete, setComplete] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const onLoadError = useCallback(() => setLoadFailed(true), []);

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

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (setup.status !== 'ready' || processing) return;
    setError(null);
    const prepared = await prepare();
    if (!prepared) return;
    setProcessing(true);
    try {
      const intent = await validated(prepared, setup.intent);
      const method = methodRef.current;
      if (!method) throw new PaymentProblem(PAYMENT_MESSAGES.processingFailed);
      const result = await method.confirm(intent, prepared.billingDetails);
      if (result.status === 'succeeded') return onPaid(result.paymentIntentId);
      setError(result.message);
    } catch (failure) {
      if (!(failure instanceof PaymentProblem)) console.error('Payment failed', failure);
      setError(paymentFailureMessage(failure));
    }
    setProcessing(false);
  }

  if (setup.status === 'idle') return null;
  if (setup.status === 'error' || loadFailed) {
    const detail = setup.status === 'error' ? setup.message : null;
    return (
      <div role="alert" data-testid="payment-setup-error" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <div className="flex gap-3">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-red-800">{PAYMENT_MESSAGES.formInitFailed}</p>
            {detail && <p className="mt-1 text-red-700" data-testid="payment-setup-error-detail">{detail}</p>}
            <Button variant="outline" size="sm" className="mt-3" onClick={() => {
                setLoadFailed(false);
                controller.retry();
              }} data-testid="payment-retry">
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const methodProps: Omit<PaymentMethodProps, 'intent'> = { disabled: processing, methodRef, onCompleteChange: setComplete, onLoadError, amountText };
  const initializing = <Spinner label={PAYMENT_MESSAGES.initializing} className="rounded-xl border border-gray-200 py-10" />;
  return (
    <form onSubmit={pay} noValidate data-testid="payment-form" className="space-y-5">
      {setup.status === 'initializing' ? (
        initializing
      ) : payment.provider === 'stripe' ? (
        <Suspense fallback={initializing}>
          <StripePaymentElement intent={setup.intent} publicKey={payment.publicKey ?? ''} connectedAccountId={payment.connectedAccountId} {...methodProps} />
        </Suspense>
      ) : (
        <SandboxCardForm intent={setup.intent} {...methodProps} />
      )}
      <PaymentError message={error} />
      <PayButton label={payLabel} processing={processing} disabled={processing || setup.status !== 'ready' || !complete} />
    </form>
  );
}
