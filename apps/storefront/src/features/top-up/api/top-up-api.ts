import { apiPaths } from '@giftfront/domain/api-paths';
import type { OrderResult, OrderValidationPayloadInput, PaymentIntent, ValidationResult } from '@giftfront/domain/order';
import { apiGet, apiPost } from '@/lib/api-client';

export interface TopUpOrder {
  giftCardId: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  customer: { firstName: string; lastName: string; email: string };
}

/** SPEC §3 Order validation payload of a top-up: no cart, the amount as the total, isTopup and the card. */
export function topUpValidationPayload(order: TopUpOrder): OrderValidationPayloadInput {
  const { amount } = order;
  return {
    paymentIntentId: order.paymentIntentId,
    customer: {
      firstName: order.customer.firstName.trim(),
      lastName: order.customer.lastName.trim(),
      email: order.customer.email.trim(),
    },
    cart: [],
    discounts: [],
    giftCardPayments: [],
    totals: { subtotal: amount, discount: 0, shipping: 0, fees: 0, giftCards: 0, total: amount },
    fees: [],
    currency: order.currency.toLowerCase(),
    isTopup: true,
    topupGiftCardId: order.giftCardId,
    selectedShippingOption: null,
  };
}

/** SPEC §7 CreatePaymentIntent for a top-up of one card. */
export function createTopUpIntent(
  request: { amount: number; currency: string; connectedAccountId: string | null; giftCardId: string },
  signal?: AbortSignal,
): Promise<PaymentIntent> {
  return apiPost<PaymentIntent>(
    apiPaths.createPaymentIntent,
    {
      amount: request.amount,
      currency: request.currency.toLowerCase(),
      connectedAccountId: request.connectedAccountId,
      isTopup: true,
      topupGiftCardId: request.giftCardId,
    },
    { signal },
  );
}

/** SPEC §7 ValidateOrder: binds the amount to the payment before anything is charged. */
export const validateTopUp = (order: TopUpOrder) => apiPost<ValidationResult>(apiPaths.validateOrder, topUpValidationPayload(order));

/** SPEC §7 GetOrderDetails: after a card payment the server credits the card here if no webhook did yet. */
export const fetchTopUpOrder = (paymentIntentId: string) => apiGet<OrderResult>(apiPaths.orderDetails(paymentIntentId));
