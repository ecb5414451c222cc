import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { OrderValidationPayload } from '@giftfront/domain/order';
import { PayButton, PaymentError } from '@/entities/payment/pay-button';
import { paymentFailureMessage, PaymentProblem } from '@/entities/payment/payment-messages';
import { placeOrder } from '@/entities/payment/payments-api';

/** Gift cards and discounts pay everything: no card form, a 'Place order' button (decision 0003). */
export function PlaceOrderPanel({
  prepare,
  onPlaced,
}: {
  prepare(): Promise<{ payload(paymentIntentId: null): OrderValidationPayload } | null>;
  onPlaced(paymentIntentId: string): void;
}) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();

  async function place() {
    setError(null);
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare();
    } catch (failure) {
      // The form could not be checked (its rules did not load): said, not swallowed.
      return setError(paymentFailureMessage(failure));
    }
    if (!prepared) return;
    setProcessing(true);
    try {
      const placed = await placeOrder(prepared.payload(null));
      return onPlaced(placed.paymentIntentId);
    } catch (failure) {
      if (!(failure instanceof PaymentProblem)) console.error('Placing the order failed', failure);
      setError(paymentFailureMessage(failure));
    }
    setProcessing(false);
  }

  return (
    <div className="space-y-5" data-testid="place-order-panel">
      <p className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <Trans>Your gift cards and discounts cover the whole order. There is nothing to pay by card.</Trans>
      </p>
      <PaymentError message={error} />
      <PayButton
        label={t`Place order`}
        processing={processing}
        disabled={processing}
        onClick={() => void place()}
        testId="place-order"
      />
    </div>
  );
}
