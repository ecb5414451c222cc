import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPayload,
  checkout,
  confirm,
  createIntent,
  findGiftCard,
  orderDetails,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

describe("one store's checkout cannot reach another's", () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let paidInB: { paymentIntentId: string; clientSecret: string };
  beforeAll(async () => {
    t = await createTestApp();
    a = (await createStore(t.db)).slug;
    b = (
      await createStore(t.db, {
        discountCodes: [{ code: 'BONLY', discountType: 'PERCENT', amount: 10 }],
        giftCards: [{ code: 'BBBB-0000-0000-0001', balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;
    paidInB = (await checkout(t, b, [{ slug: 'classic', denominationId: 'd25' }])).intent;
  });
  afterAll(() => t.close());

  it("does not show store B's order through store A's host", async () => {
    expect((await orderDetails(t, b, paidInB.paymentIntentId)).statusCode).toBe(200);
    const throughA = await orderDetails(t, a, paidInB.paymentIntentId);
    expect(throughA.statusCode).toBe(404);
    expect(throughA.json()).toEqual({ message: 'Order not found' });
  });

  it("does not validate against or confirm store B's intent through store A", async () => {
    const intentB = await createIntent(t, b, 25);
    const payloadA = await buildPayload(t, a, [{ slug: 'classic', denominationId: 'd25' }]);
    expect((await validate(t, a, { ...payloadA, paymentIntentId: intentB.paymentIntentId })).statusCode).toBe(404);
    expect((await confirm(t, a, intentB)).statusCode).toBe(404);
  });

  it("does not find store B's discount code through store A", async () => {
    expect(
      (await t.app.inject({ url: '/api/Payment/GetActiveDiscountCode/BONLY', headers: hostOf(b) })).statusCode,
    ).toBe(200);
    const throughA = await t.app.inject({ url: '/api/Payment/GetActiveDiscountCode/BONLY', headers: hostOf(a) });
    expect(throughA.statusCode).toBe(404);
    const payload = await buildPayload(t, a, [{ slug: 'classic', denominationId: 'd25' }]);
    const res = await validate(t, a, { ...payload, discounts: [{ code: 'BONLY', type: 'PERCENT', amount: 10 }] });
    expect(res.json().message).toBe('The discount code BONLY is not valid.');
  });

  it("does not let store A's checkout spend store B's gift card or buy its products", async () => {
    const cardB = await findGiftCard(t.db, b, 'BBBB-0000-0000-0001');
    const payload = await buildPayload(t, a, [{ slug: 'classic', denominationId: 'd25' }]);
    const spend = await validate(t, a, {
      ...payload,
      giftCardPayments: [{ giftCardId: cardB.id, codeEnding: '0001', amountPaid: 10 }],
    });
    expect(spend.json().message).toBe('The gift card ending 0001 was not found.');
    const productB = (await buildPayload(t, b, [{ slug: 'classic', denominationId: 'd25' }])).cart[0]!;
    const buy = await validate(t, a, { ...payload, cart: [productB] });
    expect(buy.json().message).toBe('Classic Gift Card is no longer available in this store.');
  });
});
