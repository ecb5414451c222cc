import { minorUnits } from '@giftfront/domain/money';
import { z } from 'zod';
import { orderResultCodec, type IssuedGiftCard, type OrderResult } from '@giftfront/domain/order';

/** An issued email gift card for confirmation tests; override any field. */
export const issuedCard = (overrides: Partial<IssuedGiftCard> = {}): IssuedGiftCard => ({
  giftCardId: '5b0c7a52-93c1-4a55-9e52-2f0f2d7a3f10',
  giftCardTitle: null,
  giftCardImageUrl: null,
  giftCardCode: 'K7PQ2M9XW4RT8ZNB',
  deliveryMethod: 'Email',
  recipientName: null,
  recipientEmail: null,
  giftMessage: null,
  scheduledDate: null,
  ...overrides,
});

/** A paid $25 email order as the storefront holds it (amounts in cents); override any order field and the cards. */
export function orderResult(
  overrides: Partial<OrderResult['order']> = {},
  giftCards: IssuedGiftCard[] = [issuedCard()],
): OrderResult {
  return {
    order: {
      id: 'order-1',
      reference: 'ORD-20250305153000-ABCD',
      kind: 'order',
      createdAt: '2025-03-05T15:30:00.000Z',
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      totals: {
        subtotal: minorUnits(2500),
        discount: minorUnits(0),
        fees: minorUnits(0),
        shipping: minorUnits(0),
        tax: minorUnits(0),
        giftCards: minorUnits(0),
        total: minorUnits(2500),
      },
      payment: { paymentIntentId: 'pi_1', status: 'succeeded', currency: 'USD' },
      deliveryMethod: 'Email',
      shippingAddress: null,
      fulfillment: { shippingOptionName: null },
      items: [
        {
          productId: 'p1',
          productName: 'Classic',
          denominationLabel: '$25',
          quantity: 1,
          price: minorUnits(2500),
          lineTotal: minorUnits(2500),
          imageUrl: null,
        },
      ],
      ...overrides,
    },
    giftCards,
  };
}

/** The order as GetOrderDetails sends it: amounts in the API's decimals. */
export const asSent = (result: OrderResult) => z.encode(orderResultCodec(result.order.payment.currency), result);
