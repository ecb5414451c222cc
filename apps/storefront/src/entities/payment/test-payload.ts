import { minorUnits } from '@giftfront/domain/money';
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
      price: minorUnits(2000),
      lineTotal: minorUnits(2000),
    },
  ],
  discounts: [],
  giftCardPayments: [],
  totals: {
    subtotal: minorUnits(2000),
    discount: minorUnits(0),
    fees: minorUnits(0),
    shipping: minorUnits(0),
    tax: minorUnits(0),
    giftCards: minorUnits(0),
    total: minorUnits(2000),
  },
  fees: [],
  currency: 'USD',
  isTopup: false,
  selectedShippingOption: 'digital',
});
