import { minorUnits } from '@giftfront/domain/money';
import type { OrderValidationPayload } from '@giftfront/domain/order';
import { pageLanguageForOrder } from '@/lib/i18n/catalogs';

export interface TopUpOrder {
  giftCardId: string;
  paymentIntentId: string | null;
  /** In minor units. */
  amount: number;
  currency: string;
  customer: { firstName: string; lastName: string; email: string };
}

/** product §3 Order validation payload of a top-up: no cart, the amount as the total, isTopup and the card. */
export function topUpValidationPayload(order: TopUpOrder): OrderValidationPayload {
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
    totals: {
      subtotal: minorUnits(amount),
      discount: minorUnits(0),
      shipping: minorUnits(0),
      fees: minorUnits(0),
      giftCards: minorUnits(0),
      total: minorUnits(amount),
    },
    fees: [],
    currency: order.currency.toLowerCase(),
    isTopup: true,
    topupGiftCardId: order.giftCardId,
    selectedShippingOption: null,
    language: pageLanguageForOrder(),
  };
}
