import { describe, expect, it } from 'vitest';
import { orderValidationPayloadSchema } from '@giftfront/domain/order';
import { topUpValidationPayload } from './top-up-payload';

describe('topUpValidationPayload (product §3 Order validation payload)', () => {
  const payload = topUpValidationPayload({
    giftCardId: '5f0c2b8e-4f3a-4d0e-9a55-0c8d2f1e7a10',
    paymentIntentId: 'pi_sb_1',
    amount: 25.5,
    currency: 'EUR',
    customer: { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com ' },
  });

  it('is a top-up of the card, with no cart and the amount as subtotal and total', () => {
    expect(payload).toMatchObject({
      isTopup: true,
      topupGiftCardId: '5f0c2b8e-4f3a-4d0e-9a55-0c8d2f1e7a10',
      paymentIntentId: 'pi_sb_1',
      cart: [],
      currency: 'eur',
      totals: { subtotal: 25.5, discount: 0, shipping: 0, fees: 0, giftCards: 0, total: 25.5 },
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it("passes the server's schema", () => {
    expect(orderValidationPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
