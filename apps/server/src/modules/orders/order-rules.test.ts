import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, products, stores } from '../../db/schema/index.ts';
import { buildPayload, validate, type PayloadOptions, type Pick } from '../../../test/checkout.ts';
import { createCheckoutStore } from '../../../test/checkout-store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const address = {
  address: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postcode: '12345',
  country: 'US',
  mobileNumber: '+1 415 555 2671',
};

describe('ValidateOrder checks the rules of the store', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = await createCheckoutStore(t.db);
  });
  afterAll(() => t.close());

  const outcome = async (
    picks: Pick[],
    options: PayloadOptions = {},
    change: (p: Record<string, unknown>) => unknown = (p) => p,
  ) => {
    const payload = await buildPayload(t, slug, picks, options);
    const res = await validate(t, slug, change(payload as unknown as Record<string, unknown>));
    return { status: res.statusCode, message: (res.json() as { message: string }).message };
  };

  it('allows a limited product up to what is left and refuses more', async () => {
    expect((await outcome([{ slug: 'limited', denominationId: 'l10' }])).status).toBe(200);
    expect(await outcome([{ slug: 'limited', denominationId: 'l10', quantity: 2 }])).toEqual({
      status: 409,
      message: 'Only 1 of Limited Edition is left.',
    });
  });

  it('accepts a custom amount within 1 and the maximum card balance', async () => {
    expect((await outcome([{ slug: 'classic', denominationId: 'custom', price: 75.5 }])).status).toBe(200);
    expect((await outcome([{ slug: 'classic', denominationId: 'custom-1', price: 2000 }])).status).toBe(200);
  });

  it('refuses a custom amount below 1 or above the maximum card balance', async () => {
    const message = 'A custom amount for Classic Gift Card must be between $1.00 and $2,000.00.';
    expect(await outcome([{ slug: 'classic', denominationId: 'custom', price: 0.5 }])).toEqual({
      status: 400,
      message,
    });
    expect(await outcome([{ slug: 'classic', denominationId: 'custom', price: 2000.01 }])).toEqual({
      status: 400,
      message,
    });
  });

  it('keeps a custom amount within the product’s own bounds, and refuses an archived product', async () => {
    const own = await createCheckoutStore(t.db);
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, own));
    const classic = and(eq(products.storeId, store!.id), eq(products.slug, 'classic'));
    await t.db.update(products).set({ customAmountMinMinor: 1000, customAmountMaxMinor: 5000 }).where(classic);
    const tryAmount = async (price: number) =>
      (
        await validate(t, own, await buildPayload(t, own, [{ slug: 'classic', denominationId: 'custom', price }]))
      ).json().message;
    expect(await tryAmount(5.5)).toBe('A custom amount for Classic Gift Card must be between $10.00 and $50.00.');
    expect(await tryAmount(50.01)).toBe('A custom amount for Classic Gift Card must be between $10.00 and $50.00.');
    const payload = await buildPayload(t, own, [{ slug: 'classic', denominationId: 'd25' }]);
    await t.db.update(products).set({ archivedAt: new Date() }).where(classic);
    expect((await validate(t, own, payload)).json().message).toContain('is no longer available in this store');
  });

  it('refuses a custom amount where the product or the store hides them, and for vouchers', async () => {
    expect((await outcome([{ slug: 'limited', denominationId: 'custom', price: 20 }])).message).toBe(
      'Custom amounts are not available for Limited Edition.',
    );
    expect((await outcome([{ slug: 'spa-day', denominationId: 'custom', price: 20 }])).message).toBe(
      'Custom amounts are not available for Spa Day.',
    );
    const hidden = await createCheckoutStore(t.db, { hideCustomGiftCardAmounts: true });
    const payload = await buildPayload(t, hidden, [{ slug: 'classic', denominationId: 'custom', price: 20 }]);
    expect((await validate(t, hidden, payload)).json().message).toBe(
      'Custom amounts are not available for Classic Gift Card.',
    );
  });

  it('refuses a denomination the product does not have and a product of no store', async () => {
    const badDenomination = await outcome([{ slug: 'classic', denominationId: 'd25' }], {}, (p) => ({
      ...p,
      cart: (p.cart as object[]).map((line) => ({ ...line, denominationId: 'd999', denominationLabel: '$999' })),
    }));
    expect(badDenomination.message).toBe('The option "$999" of Classic Gift Card is no longer available.');
    const badProduct = await outcome([{ slug: 'classic', denominationId: 'd25' }], {}, (p) => ({
      ...p,
      cart: (p.cart as object[]).map((line) => ({ ...line, productId: '00000000-0000-4000-8000-000000000000' })),
    }));
    expect(badProduct.message).toBe('Classic Gift Card is no longer available in this store.');
  });

  it('applies a discount code only when the cart reaches its minimum quantity', async () => {
    expect(
      await outcome([{ slug: 'classic', denominationId: 'd25', quantity: 2 }], { discountCodes: ['BULK'] }),
    ).toEqual({
      status: 400,
      message: 'This coupon requires a minimum of 3 gift cards in your cart',
    });
    expect(
      (await outcome([{ slug: 'classic', denominationId: 'd25', quantity: 3 }], { discountCodes: ['bulk'] })).status,
    ).toBe(200);
  });

  it('refuses unknown, expired, inactive, used-up and repeated discount codes', async () => {
    const withCode = (code: string) => (p: Record<string, unknown>) => ({
      ...p,
      discounts: [{ code, type: 'PERCENT', amount: 10 }],
    });
    const picks = [{ slug: 'classic', denominationId: 'd25' }];
    expect((await outcome(picks, {}, withCode('NOPE'))).message).toBe('The discount code NOPE is not valid.');
    expect((await outcome(picks, {}, withCode('OLD'))).message).toBe('The discount code OLD has expired');
    expect((await outcome(picks, {}, withCode('off'))).message).toBe('The discount code OFF is not active');
    await t.db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.code, 'ONCE'));
    expect((await outcome(picks, {}, withCode('ONCE'))).message).toBe('The discount code ONCE has been used up');
    const twice = await outcome(picks, { discountCodes: ['TEN'] }, (p) => ({
      ...p,
      discounts: [...(p.discounts as object[]), ...(p.discounts as object[])],
    }));
    expect(twice.message).toBe('This discount code is already applied');
  });

  it('requires an address and a valid mobile number for postal delivery', async () => {
    const boxed = [{ slug: 'boxed', denominationId: 'b40' }];
    expect(await outcome(boxed, { shippingOptionId: 'post' })).toEqual({
      status: 400,
      message:
        'Address is required; City is required; Postcode is required; Country is required; Mobile number is required',
    });
    expect(
      (await outcome(boxed, { shippingOptionId: 'post', customer: { ...address, mobileNumber: '12' } })).message,
    ).toBe('Invalid mobile number format');
    expect((await outcome(boxed, { shippingOptionId: 'post', customer: address })).status).toBe(200);
  });

  it('offers a country-limited option only to its countries', async () => {
    const boxed = [{ slug: 'boxed', denominationId: 'b40' }];
    expect((await outcome(boxed, { shippingOptionId: 'post-uk', customer: address })).message).toBe(
      'UK Post is not available for US.',
    );
    const uk = { ...address, country: 'GB', region: null, postcode: 'SW1A 1AA', mobileNumber: '+44 7400 123456' };
    expect((await outcome(boxed, { shippingOptionId: 'post-uk', customer: uk })).status).toBe(200);
  });

  it('refuses shipping for items that cannot be shipped and an option the store lacks', async () => {
    expect(
      (await outcome([{ slug: 'classic', denominationId: 'd25' }], { shippingOptionId: 'post', customer: address }))
        .message,
    ).toBe('Shipping is not available for the items in your cart.');
    const unknown = await outcome([{ slug: 'boxed', denominationId: 'b40' }], { customer: address }, (p) => ({
      ...p,
      selectedShippingOption: 'courier',
    }));
    expect(unknown.message).toBe('The chosen delivery option is not available in this store.');
  });

  it('refuses gift cards that are expired, inactive or in another currency', async () => {
    const picks = [{ slug: 'classic', denominationId: 'd25' }];
    expect((await outcome(picks, { giftCardCodes: ['GONE-0000-0000-0001'] })).message).toBe(
      'This gift card has expired',
    );
    expect((await outcome(picks, { giftCardCodes: ['STOP-0000-0000-0001'] })).message).toBe(
      'This gift card is not active',
    );
    expect((await outcome(picks, { giftCardCodes: ['EURO-0000-0000-0001'] })).message).toBe(
      'This gift card is in EUR; this store charges in USD.',
    );
  });
});
