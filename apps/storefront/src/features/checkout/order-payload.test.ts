import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutFees, priceCheckout, type CheckoutSettings } from '@giftfront/domain/checkout-pricing';
import { emptyCustomerForm, type CustomerForm } from '@giftfront/domain/customer-form';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { orderValidationPayloadCodec, orderValidationPayloadSchema } from '@giftfront/domain/order';
import { cartItem, giftDetails } from '@/entities/cart/test-cart-items';
import { buildOrderPayload as buildInMinorUnits, type CheckoutOrder } from './order-payload';

// The checkout works in cents; the payload is asserted as the API client sends it, in the API's decimals.
const buildOrderPayload = (order: CheckoutOrder, customer: CustomerForm, paymentIntentId: string | null) =>
  z.encode(orderValidationPayloadCodec('USD'), buildInMinorUnits(order, customer, paymentIntentId));

const settings: CheckoutSettings = {
  currencyCode: 'USD',
  shouldChargeFees: true,
  fees: [{ id: 'service', name: 'Service fee', feeType: 'Percent', amount: 2.5 }],
  taxClasses: [],
  shouldIncludeTaxInPricing: false,
  shippingOptions: [{ id: 'post', name: 'Post', price: minorUnits(495), deliveryMethod: 'Postal' }],
};
const welcome: DiscountCode = {
  code: 'WELCOME10',
  status: 'Active',
  discountType: 'PERCENT',
  amount: 10,
  description: null,
  minimumQuantity: 0,
};
const card: GiftCardLookup = {
  id: 'gc-1',
  code: 'GFDEMO-2468-1357-ABCD',
  balance: minorUnits(7500),
  isoCurrencyCode: 'USD',
  expiresOn: null,
  recipientEmailAddress: null,
  status: 'Active',
};
const gift = giftDetails({ recipientName: 'Grace', recipientEmail: 'grace@example.com' });

const giftLine = cartItem('a', { price: 5000, denominationId: 'd-50', quantity: 2 });

const order: CheckoutOrder = {
  settings,
  items: [
    { ...giftLine, options: { ...giftLine.options, giftDetails: gift } },
    cartItem('b', { price: 6000, denominationId: 'v-60' }),
    cartItem('c', { price: 4250, denominationId: 'custom-42.5' }),
  ],
  discounts: [welcome],
  giftCards: [card],
  selectedShippingOption: 'post',
};
const customer = {
  ...emptyCustomerForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country: 'us',
  mobileNumber: '+1 213 373 4253',
};

describe('buildOrderPayload', () => {
  it('sends the totals and fees priceCheckout computes for the order', () => {
    const payload = buildInMinorUnits(order, customer, 'pi_1');
    const pricing = priceCheckout({
      settings,
      lines: [
        { quantity: 2, unitPriceMinor: minorUnits(5000) },
        { quantity: 1, unitPriceMinor: minorUnits(6000) },
        { quantity: 1, unitPriceMinor: minorUnits(4250) },
      ],
      discountCodes: [welcome],
      shippingOptionId: 'post',
      giftCards: [{ giftCardId: 'gc-1', availableMinor: minorUnits(7500) }],
    });
    expect(payload.totals).toEqual(pricing.totals);
    expect(payload.fees).toEqual(checkoutFees(pricing));
  });

  it('applies product §9 in order: discount, fee on the discounted subtotal, shipping, then the gift card', () => {
    const { totals, fees } = buildOrderPayload(order, customer, 'pi_1');
    expect(totals).toEqual({
      subtotal: 202.5,
      discount: 20.25,
      fees: 4.56,
      shipping: 4.95,
      tax: 0,
      giftCards: 75,
      total: 116.76,
    });
    expect(fees).toEqual([{ id: 'service', name: 'Service fee', feeType: 'Percent', percentage: 2.5, amount: 4.56 }]);
  });

  it('sends each line with its price, line total, design and gift details', () => {
    const [first, , custom] = buildOrderPayload(order, customer, 'pi_1').cart;
    expect(first).toMatchObject({
      productId: 'p-1',
      denominationId: 'd-50',
      quantity: 2,
      price: 50,
      lineTotal: 100,
      giftDetails: gift,
    });
    expect(custom).toMatchObject({ denominationId: 'custom-42.5', price: 42.5, lineTotal: 42.5, giftDetails: null });
  });

  it('pays with a gift card by its id and last four characters, never its code', () => {
    const payload = buildOrderPayload(order, customer, 'pi_1');
    expect(payload.giftCardPayments).toEqual([{ giftCardId: 'gc-1', codeEnding: 'ABCD', amountPaid: 75 }]);
    expect(JSON.stringify(payload)).not.toContain('GFDEMO');
  });

  it('caps a gift card at what is owed', () => {
    const payload = buildOrderPayload(
      { ...order, giftCards: [{ ...card, balance: minorUnits(50000) }] },
      customer,
      null,
    );
    expect(payload.giftCardPayments?.[0]?.amountPaid).toBe(191.76);
    expect(payload.totals.total).toBe(0);
  });

  it('sends the customer as product §3 names the fields, the discount and the shipping choice', () => {
    const payload = buildOrderPayload(order, customer, 'pi_1');
    expect(payload.customer).toMatchObject({
      firstName: 'Ada',
      postcode: '12345',
      country: 'US',
      company: null,
      address2: null,
    });
    expect(payload.discounts).toEqual([{ code: 'WELCOME10', type: 'PERCENT', amount: 10 }]);
    expect(payload).toMatchObject({
      paymentIntentId: 'pi_1',
      currency: 'USD',
      isTopup: false,
      selectedShippingOption: 'post',
    });
  });

  it('charges no shipping for digital delivery', () => {
    const payload = buildOrderPayload({ ...order, selectedShippingOption: 'digital' }, customer, 'pi_1');
    expect(payload.totals.shipping).toBe(0);
    expect(payload.selectedShippingOption).toBe('digital');
  });

  it("prices tax per line from its product's tax class, on the discounted amount", () => {
    const taxed = cartItem('t', { price: 4000, denominationId: 'd-40' });
    const taxedOrder: CheckoutOrder = {
      settings: { ...settings, shouldChargeFees: false, taxClasses: [{ id: 'sales', name: 'Sales tax', rate: 8.25 }] },
      items: [
        { ...taxed, product: { ...taxed.product, taxClassId: 'sales' } },
        cartItem('u', { price: 2000, denominationId: 'd-20' }),
      ],
      discounts: [welcome],
      giftCards: [],
      selectedShippingOption: 'digital',
    };
    // 60 - 10% = 54; the taxed $40 line is $36 after the discount: 8.25% of 36 = 2.97
    expect(buildOrderPayload(taxedOrder, customer, 'pi_1').totals).toEqual({
      subtotal: 60,
      discount: 6,
      fees: 0,
      shipping: 0,
      tax: 2.97,
      giftCards: 0,
      total: 56.97,
    });
  });

  it('passes the schema the server checks it with', () => {
    expect(orderValidationPayloadSchema.safeParse(buildOrderPayload(order, customer, 'pi_1')).success).toBe(true);
  });

  it('sends the page’s language, so the order’s emails and the recipient’s page are in it (issue 29)', () => {
    const before = document.documentElement.lang;
    document.documentElement.lang = 'fr';
    try {
      expect(buildOrderPayload(order, customer, 'pi_1').language).toBe('fr');
    } finally {
      document.documentElement.lang = before;
    }
  });
});
