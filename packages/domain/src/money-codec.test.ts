import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicStoreSettingsCodecFor, storeSettingsSchema } from './branding.ts';
import { storedCartItemCodec } from './cart.ts';
import { discountCodeCodec } from './discount.ts';
import { giftCardLookupCodec, giftCardLookupCodecFor } from './gift-card.ts';
import { decodeInNamedCurrency } from './money-codec.ts';
import {
  createPaymentIntentBodyCodec,
  orderResultCodecFor,
  orderValidationPayloadCodec,
  orderValidationPayloadSchema,
} from './order.ts';
import {
  convertMoney,
  currencyNamedIn,
  decodeMoney,
  orderResultMoney,
  productListMoney,
  storeSettingsMoney,
} from './money-paths.ts';
import { productCodec, productSchema } from './product.ts';
import { minorUnits as m } from './money.ts';

/** product §3/§7 decimals cross the API; inside, money is integer minor units (money-paths.ts, money-codec.ts). */
const product = {
  id: 'p1',
  slug: 'classic',
  name: 'Classic',
  type: 'GiftCard',
  description: '',
  details: '',
  terms: '',
  imageSrc: null,
  imageAlt: '',
  images: [],
  price: 19.99,
  denominations: [
    { id: 'd25', price: 25, label: '$25' },
    { id: 'd-odd', price: 1.005, label: '$1.01' },
  ],
  showQuantityLimit: false,
  quantityLimit: null,
  quantitySold: 0,
  hideCustomGiftCardAmounts: false,
  isShippingEnabled: false,
  taxClassId: null,
};

describe('productCodec', () => {
  it('decodes prices to minor units of the currency, without binary noise, and encodes them back', () => {
    const inside = z.decode(productCodec('USD'), product as never);
    expect([inside.price, ...inside.denominations.map((d) => d.price)]).toEqual([1999, 2500, 101]);
    expect(z.encode(productCodec('USD'), inside).denominations[0]!.price).toBe(25);
  });

  it('counts minor units in the currency given (JPY has none)', () => {
    expect(z.decode(productCodec('JPY'), { ...product, price: 1500, denominations: [] } as never).price).toBe(1500);
  });

  it('leaves the wire schema in decimals, as the server declares it', () => {
    expect(productSchema.parse(product).price).toBe(19.99);
  });
});

describe('publicStoreSettingsCodecFor', () => {
  const wire = {
    company: { name: 'Acme' },
    currencyCode: 'eur',
    fees: [
      { id: 'svc', name: 'Service', feeType: 'Percent', amount: 2.5 },
      { id: 'hdl', name: 'Handling', feeType: 'FIXED_AMOUNT', amount: 1.5 },
    ],
    shippingOptions: [{ id: 'post', name: 'Post', price: 4.95, deliveryMethod: 'Postal' }],
  };

  it('decodes fixed fees, shipping prices and the maximum balance in the currency the answer names; percentages stay', () => {
    const settings = z.decode(publicStoreSettingsCodecFor(wire), wire as never);
    expect(settings.currencyCode).toBe('EUR');
    expect(settings.fees.map((fee) => fee.amount)).toEqual([2.5, 150]);
    expect(settings.shippingOptions[0]!.price).toBe(495);
    expect(settings.maxGiftCardBalance).toBe(200_000);
  });

  it('keeps the store file schema in decimals', () => {
    expect(storeSettingsSchema.parse(wire).maxGiftCardBalance).toBe(2000);
  });
});

describe('codecs of answers that name their own currency', () => {
  it('decodes a gift card balance in the card’s currency', () => {
    const card = {
      id: 'g',
      code: 'ABCD',
      balance: 1500,
      isoCurrencyCode: 'JPY',
      expiresOn: null,
      recipientEmailAddress: null,
      status: 'Active',
    };
    expect(z.decode(giftCardLookupCodecFor(card), card).balance).toBe(1500);
    expect(
      z.decode(giftCardLookupCodecFor({ ...card, isoCurrencyCode: 'USD', balance: 75.5 }), {
        ...card,
        isoCurrencyCode: 'USD',
        balance: 75.5,
      }).balance,
    ).toBe(7550);
  });

  it('decodes an order’s totals and lines in the currency its payment names', () => {
    const order = {
      order: {
        id: 'o',
        reference: 'ORD-1',
        createdAt: '2025-03-05T15:30:00Z',
        customer: { name: 'Ada', email: 'ada@example.com' },
        totals: { subtotal: 25, discount: 0, fees: 0.63, shipping: 0, tax: 0, giftCards: 0, total: 25.63 },
        payment: { paymentIntentId: 'pi', status: 'succeeded', currency: 'usd' },
        deliveryMethod: 'Email',
        shippingAddress: null,
        fulfillment: { shippingOptionName: null },
        items: [
          {
            productId: 'p',
            productName: 'Classic',
            denominationLabel: '$25',
            quantity: 1,
            price: 25,
            lineTotal: 25,
            imageUrl: null,
          },
        ],
      },
      giftCards: [],
    };
    const inside = z.decode(orderResultCodecFor(order), order);
    expect(inside.order.totals).toEqual({
      subtotal: 2500,
      discount: 0,
      fees: 63,
      shipping: 0,
      tax: 0,
      giftCards: 0,
      total: 2563,
    });
    expect(inside.order.items[0]).toMatchObject({ price: 2500, lineTotal: 2500 });
  });
});

describe('codecs of request bodies', () => {
  it('encodes the payload’s minor units to the decimals the server checks, a percent discount as it is', () => {
    const payload = z.encode(orderValidationPayloadCodec('USD'), {
      paymentIntentId: 'pi',
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      cart: [
        {
          productId: 'p',
          denominationId: 'd',
          productName: 'Classic',
          denominationLabel: '$25',
          quantity: 2,
          price: m(2500),
          lineTotal: m(5000),
        },
      ],
      discounts: [
        { code: 'TEN', type: 'PERCENT', amount: 10 },
        { code: 'FIVE', type: 'FIXED_AMOUNT', amount: 500 },
      ],
      giftCardPayments: [{ giftCardId: 'g', codeEnding: 'ABCD', amountPaid: m(1000) }],
      totals: {
        subtotal: m(5000),
        discount: m(1000),
        fees: m(0),
        shipping: m(0),
        tax: m(0),
        giftCards: m(1000),
        total: m(3000),
      },
      fees: [{ id: 'svc', name: 'Service', feeType: 'Percent', percentage: 2.5, amount: m(123) }],
      currency: 'usd',
      isTopup: false,
      selectedShippingOption: 'digital',
    });
    expect(payload.cart[0]).toMatchObject({ price: 25, lineTotal: 50 });
    expect(payload.discounts).toEqual([
      { code: 'TEN', type: 'PERCENT', amount: 10 },
      { code: 'FIVE', type: 'FIXED_AMOUNT', amount: 5 },
    ]);
    expect(payload.giftCardPayments?.[0]?.amountPaid).toBe(10);
    expect(payload.totals).toEqual({
      subtotal: 50,
      discount: 10,
      fees: 0,
      shipping: 0,
      tax: 0,
      giftCards: 10,
      total: 30,
    });
    expect(payload.fees?.[0]).toMatchObject({ percentage: 2.5, amount: 1.23 });
    expect(orderValidationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses to encode an amount that is not whole minor units', () => {
    expect(() => z.encode(createPaymentIntentBodyCodec('USD'), { amount: m(12.5), currency: 'usd' })).toThrow(
      /whole minor units/,
    );
    expect(z.encode(createPaymentIntentBodyCodec('USD'), { amount: m(1250), currency: 'usd' }).amount).toBe(12.5);
  });

  it('decodes a fixed discount code to minor units and leaves a percentage alone', () => {
    const code = {
      code: 'X',
      status: 'Active',
      discountType: 'FixedAmount',
      amount: 15,
      description: null,
      minimumQuantity: 2,
    } as const;
    expect(z.decode(discountCodeCodec('USD'), code).amount).toBe(1500);
    expect(z.decode(discountCodeCodec('USD'), { ...code, discountType: 'Percent', amount: 15 }).amount).toBe(15);
  });
});

describe('storedCartItemCodec', () => {
  it('keeps the decimal price product §3 stores and gives the line minor units', () => {
    const stored = {
      id: 'a',
      product: { id: 'p', slug: 'classic', name: 'Classic', type: 'GiftCard' as const },
      quantity: 1,
      options: { denomination: { id: 'custom-42.5', price: 42.5, label: 'Custom amount', isCustom: true } },
    };
    const line = z.decode(storedCartItemCodec('USD'), stored);
    expect(line.options.denomination.price).toBe(4250);
    expect(z.encode(storedCartItemCodec('USD'), line).options.denomination.price).toBe(42.5);
  });
});

describe('money paths without zod (the storefront API client)', () => {
  it('convert the same fields as the codecs, skip what is absent, and leave percentages alone', () => {
    const settings = {
      currencyCode: 'USD',
      fees: [
        { feeType: 'PERCENT', amount: 2.5 },
        { feeType: 'FixedAmount', amount: 1 },
      ],
      shippingOptions: [],
      maxGiftCardBalance: 500,
    };
    expect(decodeMoney(settings, storeSettingsMoney as never, 'USD')).toEqual({
      ...settings,
      fees: [
        { feeType: 'PERCENT', amount: 2.5 },
        { feeType: 'FixedAmount', amount: 100 },
      ],
      maxGiftCardBalance: 50_000,
    });
    expect(decodeMoney({ order: null }, orderResultMoney as never, 'USD')).toEqual({ order: null });
    expect(
      convertMoney('encode', [{ price: null, denominations: [{ price: 2500 }] }], productListMoney, 'USD'),
    ).toEqual([{ price: null, denominations: [{ price: 25 }] }]);
  });

  it('name the currency an answer names, or the default', () => {
    expect(currencyNamedIn({ isoCurrencyCode: 'jpy' }, 'isoCurrencyCode')).toBe('JPY');
    expect(currencyNamedIn({ order: { payment: { currency: 'eur' } } }, 'order', 'payment', 'currency')).toBe('EUR');
    expect(currencyNamedIn(null, 'currencyCode')).toBe('USD');
  });
});

describe('decodeInNamedCurrency', () => {
  it('reads an answer in the currency it names itself', () => {
    const card = {
      id: 'g1',
      code: 'ABCD',
      balance: 1500,
      isoCurrencyCode: 'JPY',
      expiresOn: null,
      recipientEmailAddress: null,
      status: 'Active',
    };
    expect(decodeInNamedCurrency(giftCardLookupCodec, card, 'isoCurrencyCode').balance).toBe(1500);
    expect(
      decodeInNamedCurrency(giftCardLookupCodec, { ...card, balance: 12.5, isoCurrencyCode: 'GBP' }, 'isoCurrencyCode')
        .balance,
    ).toBe(1250);
  });
});
