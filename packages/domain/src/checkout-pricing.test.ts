import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicStoreSettingsCodec } from './branding.ts';
import { checkoutFees, findShippingOption, priceCheckout, type CheckoutPricing } from './checkout-pricing.ts';
import { discountCodeCodec, type DiscountType } from './discount.ts';
import { minorUnits } from './money.ts';
import { decodeMoney, encodeMoney, totalsMoney } from './money-paths.ts';

// What the API serves is decoded as the storefront decodes it; totals and fees are shown as the payload encodes them.
const minor = (amount: number) => decodeMoney(amount, 'money', 'USD');
const discount = (code: string, discountType: DiscountType, amount: number) =>
  z.decode(discountCodeCodec('USD'), {
    code,
    discountType,
    amount,
    status: 'Active',
    description: null,
    minimumQuantity: 0,
  });
const checkoutTotals = (pricing: CheckoutPricing) => encodeMoney(pricing.totals, totalsMoney, 'USD');
const decimalFees = (pricing: CheckoutPricing) =>
  checkoutFees(pricing).map((fee) => ({ ...fee, amount: encodeMoney(fee.amount, 'money', 'USD') }));

const settings = z.decode(publicStoreSettingsCodec('USD'), {
  company: { name: 'Test' },
  currencyCode: 'USD',
  shouldChargeFees: true,
  fees: [
    { id: 'svc', name: 'Service fee', feeType: 'Percent', amount: 2.5 },
    { id: 'hdl', name: 'Handling', feeType: 'FIXED_AMOUNT', amount: 1.5 },
  ],
  taxClasses: [{ id: 'vat', name: 'VAT', rate: 0 }],
  shippingOptions: [{ id: 'post', name: 'Post', price: 4.95, deliveryMethod: 'Postal' }],
});

describe('priceCheckout', () => {
  it('prices decimal lines, a percent and a fixed discount, fees and shipping the product §9 way', () => {
    const pricing = priceCheckout({
      settings,
      lines: [
        { unitPriceMinor: minor(25), quantity: 2 },
        { unitPriceMinor: minorUnits(1000), quantity: 1, taxClassId: 'vat' },
      ],
      discountCodes: [discount('FIVE', 'FIXED_AMOUNT', 5), discount('TEN', 'Percent', 10)],
      shippingOptionId: 'post',
    });
    // 60 - 10% = 54 - 5 = 49; fees 2.5% of 49 = 1.225 → 1.23, + 1.50; shipping 4.95
    expect(checkoutTotals(pricing)).toEqual({
      subtotal: 60,
      discount: 11,
      shipping: 4.95,
      fees: 2.73,
      tax: 0,
      giftCards: 0,
      total: 56.68,
    });
    expect(decimalFees(pricing)).toEqual([
      { id: 'svc', name: 'Service fee', feeType: 'Percent', percentage: 2.5, amount: 1.23 },
      { id: 'hdl', name: 'Handling', feeType: 'FIXED_AMOUNT', percentage: null, amount: 1.5 },
    ]);
  });

  it('charges nothing for digital delivery and applies a gift card balance given in decimals', () => {
    const pricing = priceCheckout({
      settings: { ...settings, shouldChargeFees: false },
      lines: [{ unitPriceMinor: minor(50), quantity: 1 }],
      shippingOptionId: 'digital',
      giftCards: [{ giftCardId: 'g1', availableMinor: minor(20.5) }],
    });
    expect(pricing.shippingOption).toBeNull();
    expect(checkoutTotals(pricing)).toMatchObject({ shipping: 0, giftCards: 20.5, total: 29.5 });
  });

  it('taxes each line by its class on its share of the discounted subtotal, before gift cards', () => {
    const taxed = {
      ...settings,
      shouldChargeFees: false,
      taxClasses: [{ id: 'sales', name: 'Sales tax', rate: 8.25 }],
    };
    const pricing = priceCheckout({
      settings: taxed,
      lines: [
        { unitPriceMinor: minor(80), quantity: 1, taxClassId: 'sales' },
        { unitPriceMinor: minor(20), quantity: 1 },
      ],
      discountCodes: [discount('QUARTER', 'Percent', 25), discount('FIVE', 'FIXED_AMOUNT', 5)],
      giftCards: [{ giftCardId: 'g1', availableMinor: minor(10) }],
    });
    // 100 - 25% = 75 - 5 = 70, so each line keeps 70%: the taxed 80 is 56; 8.25% of 56 = 4.62
    expect(checkoutTotals(pricing)).toEqual({
      subtotal: 100,
      discount: 30,
      shipping: 0,
      fees: 0,
      tax: 4.62,
      giftCards: 10,
      total: 64.62,
    });
  });

  it('leaves tax out of the total when prices include it, and ignores a class the store does not have', () => {
    const taxed = {
      ...settings,
      shouldChargeFees: false,
      taxClasses: [{ id: 'sales', name: 'Sales tax', rate: 8.25 }],
    };
    const included = priceCheckout({
      settings: { ...taxed, shouldIncludeTaxInPricing: true },
      lines: [{ unitPriceMinor: minor(80), quantity: 1, taxClassId: 'sales' }],
    });
    expect(checkoutTotals(included)).toMatchObject({ tax: 0, total: 80 });
    const unknown = priceCheckout({
      settings: taxed,
      lines: [{ unitPriceMinor: minor(80), quantity: 1, taxClassId: 'luxury' }],
    });
    expect(checkoutTotals(unknown)).toMatchObject({ tax: 0, total: 80 });
  });

  it('finds a store shipping option by id and treats digital and unknown ids as no option', () => {
    expect(findShippingOption(settings, 'post')?.name).toBe('Post');
    expect(findShippingOption(settings, 'digital')).toBeNull();
    expect(findShippingOption(settings, 'courier')).toBeNull();
  });
});
