import { buyer, createIntent } from './checkout.ts';
import type { TestApp } from './test-app.ts';

/** A top-up as the balance page sends it (product §3 Order validation payload with isTopup). */
export function topupPayload(giftCardId: string, amount: number, paymentIntentId: string | null) {
  return {
    paymentIntentId,
    customer: buyer,
    cart: [],
    totals: { subtotal: amount, discount: 0, shipping: 0, fees: 0, giftCards: 0, total: amount },
    currency: 'usd',
    isTopup: true,
    topupGiftCardId: giftCardId,
  };
}

export const createTopupIntent = (
  t: TestApp,
  slug: string,
  giftCardId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) => createIntent(t, slug, amount, { isTopup: true, topupGiftCardId: giftCardId, ...extra });
