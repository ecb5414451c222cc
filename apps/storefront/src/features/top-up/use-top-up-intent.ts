import { minorUnits } from '@giftfront/domain/money';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { usePaymentIntent, type PaymentIntentController } from '@/entities/payment/use-payment-intent';
import { AMOUNT_SETTLE_MS, useSettledAmount } from './use-settled-amount';

export interface TopUpIntent {
  controller: PaymentIntentController;
  /** A valid amount is waiting to settle, or its intent is being created (product §4 'Initializing payment...'). */
  initialising: boolean;
}

/**
 * product §4/§5 Top-up: a payment intent of its own for the amount (never the cart's), created
 * only while the amount is valid, once typing has settled, and again whenever it changes.
 */
export function useTopUpIntent({
  amount,
  currency,
  giftCardId,
  payment,
}: {
  amount: number | null;
  currency: string;
  giftCardId: string;
  payment: PaymentSettings;
}): TopUpIntent {
  const settled = useSettledAmount(amount, AMOUNT_SETTLE_MS);
  const current = amount !== null && settled === amount;
  const controller = usePaymentIntent({
    amount: minorUnits(settled ?? 0),
    currency,
    payment,
    enabled: current,
    persist: false,
    isTopup: true,
    topupGiftCardId: giftCardId,
  });
  const { status } = controller.setup;
  return {
    controller,
    initialising: amount !== null && (status === 'initializing' || (!current && status === 'idle')),
  };
}
