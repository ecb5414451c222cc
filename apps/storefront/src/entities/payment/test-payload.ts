import type { OrderValidationPayload } from '@giftfront/domain/order';

/** Test factory: a valid order validation payload (a $20 order paid by card) for an intent. */
export const testPayload = (paymentIntentId: string | null): OrderValidationPayload => ({
  paymentIntentId,
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  cart: [
    {
      productId: 'p-1',
      denominationId: 'd-20',
      productName: 'Classic',
      denominationLabel: '$20',
      quantity: 1,
      price: 2000,
      lineTotal: 2000,
    },
  ],
  discounts: [],
  giftCardPayments: [],
  totals: { subtotal: 2000, discount: 0, fees: 0, shipping: 0, tax: 0, giftCards: 0, total: 2000 },
  fees: [],
  currency: 'USD',
  isTopup: false,
  selectedShippingOption: 'digital',
});
