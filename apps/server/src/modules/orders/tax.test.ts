import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreFileInput } from '@giftfront/domain/store-file';
import { orders, paymentIntents } from '../../db/schema/index.ts';
import { buildPayload, checkout, createIntent, validate } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A store taxing one product at 8.25% on top of its prices; the voucher is untaxed. */
const taxedStore = (shouldIncludeTaxInPricing = false): Partial<StoreFileInput> => ({
  taxClasses: [{ id: 'sales', name: 'Sales tax', rate: 8.25 }],
  shouldIncludeTaxInPricing,
  discountCodes: [{ code: 'TEN', discountType: 'PERCENT', amount: 10 }],
  products: [
    {
      slug: 'classic',
      name: 'Classic Gift Card',
      type: 'GiftCard',
      taxClassId: 'sales',
      denominations: [{ id: 'd50', price: 50, label: '$50' }],
    },
    {
      slug: 'spa-day',
      name: 'Spa Day',
      type: 'Voucher',
      denominations: [{ id: 'v1', price: 80, label: 'One treatment' }],
    },
  ],
});

describe("ValidateOrder prices tax from each product's tax class", () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createStore(t.db, taxedStore())).slug;
  });
  afterAll(() => t.close());

  const taxedOrder = () =>
    buildPayload(t, slug, [
      { slug: 'classic', denominationId: 'd50' },
      { slug: 'spa-day', denominationId: 'v1' },
    ]);
  const bound = async () => {
    const payload = await taxedOrder();
    const intent = await createIntent(t, slug, payload.totals.total);
    return { ...payload, paymentIntentId: intent.paymentIntentId };
  };

  it('accepts an order priced with its tax, charges it and records it on the order', async () => {
    const flow = await checkout(t, slug, [
      { slug: 'classic', denominationId: 'd50' },
      { slug: 'spa-day', denominationId: 'v1' },
    ]);
    // 8.25% of the taxed 50.00 is 4.125, rounded half up to 4.13; the voucher is untaxed.
    expect(flow.payload.totals).toMatchObject({ subtotal: 130, tax: 4.13, total: 134.13 });
    expect(flow.validation.json()).toEqual({ success: true, message: 'Order validated' });
    expect(flow.confirmation?.json()).toMatchObject({ status: 'succeeded' });
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, flow.intent.paymentIntentId));
    expect(intent!.amountMinor).toBe(13413);
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentIntentId, intent!.id));
    expect({ tax: order!.taxMinor, total: order!.totalMinor }).toEqual({ tax: 413, total: 13413 });
  });

  it('taxes what is left after a discount', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }], {
      discountCodes: ['TEN'],
    });
    // 50 - 10% = 45; 8.25% of 45 = 3.7125 → 3.71
    expect(payload.totals).toMatchObject({ discount: 5, tax: 3.71, total: 48.71 });
    expect((await validate(t, slug, payload)).json()).toEqual({ success: true, message: 'Order validated' });
  });

  it('refuses a tampered tax with the expected and received amounts', async () => {
    const payload = await bound();
    const res = await validate(t, slug, { ...payload, totals: { ...payload.totals, tax: 0, total: 130 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Tax mismatch: expected 4.13, received 0.00; Total mismatch: expected 134.13, received 130.00',
    });
  });

  it('refuses a total without the tax even when no tax is sent', async () => {
    const payload = await bound();
    const { tax: _tax, ...withoutTax } = payload.totals;
    const res = await validate(t, slug, { ...payload, totals: { ...withoutTax, total: 130 } });
    expect(res.json()).toEqual({ success: false, message: 'Total mismatch: expected 134.13, received 130.00' });
  });

  it('adds no tax when the store includes it in its prices', async () => {
    const included = (await createStore(t.db, taxedStore(true))).slug;
    const payload = await buildPayload(t, included, [{ slug: 'classic', denominationId: 'd50' }]);
    expect(payload.totals).toMatchObject({ tax: 0, total: 50 });
    const refused = await validate(t, included, { ...payload, totals: { ...payload.totals, tax: 4.13, total: 54.13 } });
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Tax mismatch: expected 0.00, received 4.13; Total mismatch: expected 50.00, received 54.13',
    });
  });
});
