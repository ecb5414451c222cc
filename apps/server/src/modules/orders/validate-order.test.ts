import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardHolds, paymentIntents } from '../../db/schema/index.ts';
import {
  buildPayload,
  createIntent,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  validate,
} from '../../../test/checkout.ts';
import { createCheckoutStore } from '../../../test/checkout-store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CARD = 'GIFT-0000-0000-2020';

describe('ValidateOrder recomputes the order and refuses tampered totals', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = await createCheckoutStore(t.db);
  });
  afterAll(() => t.close());

  /** Each call uses a fresh store: holds taken by one test must not change the next one's balances. */
  const everything = async () => {
    slug = await createCheckoutStore(t.db);
    return buildPayload(t, slug, [{ slug: 'boxed', denominationId: 'b40', quantity: 2 }], {
      discountCodes: ['TEN', 'FIVE'],
      giftCardCodes: [CARD],
      shippingOptionId: 'post',
      customer: {
        address: '1 Main St',
        city: 'Springfield',
        region: 'IL',
        postcode: '12345',
        country: 'US',
        mobileNumber: '+1 415 555 2671',
      },
    });
  };
  const intentFor = async <P extends { totals: { total: number } }>(payload: P) => {
    const intent = await createIntent(t, slug, payload.totals.total);
    return { ...payload, paymentIntentId: intent.paymentIntentId };
  };
  const refusal = async (payload: unknown) => {
    const res = await validate(t, slug, payload);
    return { status: res.statusCode, ...(res.json() as { success: boolean; message: string }) };
  };

  it('refuses a US postal address without its state, or with a postcode of another country, in sentences (decision 0080)', async () => {
    const payload = await intentFor(await everything());
    const withoutState = await refusal({ ...payload, customer: { ...payload.customer, region: null } });
    expect(withoutState).toMatchObject({ status: 400, success: false });
    expect(withoutState.message).toContain('State is required');
    const ukPostcode = await refusal({ ...payload, customer: { ...payload.customer, postcode: 'SW1A 1AA' } });
    expect(ukPostcode.status).toBe(400);
    expect(ukPostcode.message).toContain('That ZIP code does not look right for this country: enter one like 95014');
    const notAState = await refusal({ ...payload, customer: { ...payload.customer, region: 'Narnia' } });
    expect(notAState.message).toContain('Choose a state from the list');
  });

  it('accepts a payload priced as the browser prices it and sets the intent to the server total', async () => {
    const payload = await intentFor(await everything());
    // 80 - 10% = 72 - 5 = 67; fees 3.35 + 2; shipping 4.95 = 77.30; gift card 20 → 57.30
    expect(payload.totals).toMatchObject({
      subtotal: 80,
      discount: 13,
      fees: 5.35,
      shipping: 4.95,
      giftCards: 20,
      total: 57.3,
    });
    const intent = await createIntent(t, slug, 1);
    const res = await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    expect(res.json()).toEqual({ success: true, message: 'Order validated' });
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    expect(row!.amountMinor).toBe(5730);
    expect(row!.validatedOrder).toMatchObject({ kind: 'order', totals: { total: 5730, giftCards: 2000 } });
  });

  it('refuses a changed total with the expected and received amounts', async () => {
    const payload = await intentFor(await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }]));
    expect(payload.totals.total).toBe(54.5);
    expect(await refusal({ ...payload, totals: { ...payload.totals, total: 50 } })).toEqual({
      status: 400,
      success: false,
      message: 'Total mismatch: expected 54.50, received 50.00',
    });
  });

  it('refuses a changed unit price', async () => {
    const payload = await intentFor(await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }]));
    const cart = [{ ...payload.cart[0]!, price: 5, lineTotal: 5 }];
    expect((await refusal({ ...payload, cart })).message).toBe(
      'Price for Classic Gift Card ($50) mismatch: expected 50.00, received 5.00',
    );
  });

  it('refuses a dropped fee', async () => {
    const payload = await intentFor(await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }]));
    const res = await refusal({ ...payload, fees: [], totals: { ...payload.totals, fees: 0, total: 50 } });
    expect(res.message).toContain('Fees mismatch: expected 4.50, received 0.00');
  });

  it('refuses a fee amount that differs from the store fee', async () => {
    const payload = await intentFor(await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }]));
    const fees = payload.fees!.map((fee) => (fee.id === 'svc' ? { ...fee, amount: 0.5 } : fee));
    expect((await refusal({ ...payload, fees })).message).toBe(
      'Fee "Service fee" mismatch: expected 2.50, received 0.50',
    );
  });

  it('refuses an inflated discount', async () => {
    const payload = await intentFor(
      await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }], { discountCodes: ['TEN'] }),
    );
    const res = await refusal({
      ...payload,
      discounts: [{ code: 'TEN', type: 'PERCENT', amount: 90 }],
      totals: { ...payload.totals, discount: 45 },
    });
    expect(res.message).toContain('Discount mismatch: expected 5.00, received 45.00');
  });

  it('refuses free shipping on a paid option', async () => {
    const payload = await intentFor(await everything());
    const res = await refusal({ ...payload, totals: { ...payload.totals, shipping: 0 } });
    expect(res.message).toBe('Shipping mismatch: expected 4.95, received 0.00');
  });

  it('refuses a gift card paying more than the server allows, writing nothing', async () => {
    const card = await findGiftCard(t.db, slug, CARD);
    const payload = await intentFor(await everything());
    const giftCardPayments = [{ ...payload.giftCardPayments![0]!, amountPaid: 25 }];
    const res = await refusal({
      ...payload,
      giftCardPayments,
      totals: { ...payload.totals, giftCards: 25, total: 52.3 },
    });
    expect(res.status).toBe(400);
    expect(res.message).toContain('Gift card ending 2020 mismatch: expected 20.00, received 25.00');
    expect((await findGiftCard(t.db, slug, CARD)).balanceMinor).toBe(card.balanceMinor);
    expect(await t.db.select().from(giftCardHolds).where(eq(giftCardHolds.giftCardId, card.id))).toHaveLength(0);
  });

  it('refuses a currency other than the store currency', async () => {
    const payload = await intentFor(await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]));
    expect((await refusal({ ...payload, currency: 'eur' })).message).toBe('This store charges in USD, not EUR.');
  });

  it('holds a gift card once however often the order is validated again', async () => {
    const slug2 = await createCheckoutStore(t.db);
    const payload = await buildPayload(t, slug2, [{ slug: 'classic', denominationId: 'd25' }], {
      giftCardCodes: [CARD],
    });
    const intent = await createIntent(t, slug2, payload.totals.total);
    for (let i = 0; i < 3; i += 1)
      expect((await validate(t, slug2, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    const card = await findGiftCard(t.db, slug2, CARD);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release', 'hold', 'release', 'hold']);
  });

  it('refuses to bind an order that gift cards pay in full to a card payment', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }], {
      giftCardCodes: ['GIFT-0000-0000-5000'],
    });
    expect(payload.totals.total).toBe(0);
    const intent = await createIntent(t, slug, 10);
    const res = await refusal({ ...payload, paymentIntentId: intent.paymentIntentId });
    expect(res.message).toBe(
      'This order is paid in full by gift cards and discounts: place it without a card payment.',
    );
  });

  it('validates without binding when no payment intent is named', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
    expect((await validate(t, slug, payload)).json()).toEqual({ success: true, message: 'Order validated' });
  });
});
