import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from './money.ts';
import { priceOrder, type PricingDiscount, type PricingFee, type PricingInput } from './pricing.ts';

/** An amount the test states in minor units. */
const m = (amount: number) => minorUnits(amount);

const line = fc.record({
  unitPriceMinor: fc.integer({ min: 1, max: 500_000 }).map(m),
  quantity: fc.integer({ min: 1, max: 20 }),
  taxRatePercent: fc.constantFrom(0, 0, 5, 20),
});
const percentDiscount = fc.record({
  code: fc.string({ minLength: 1, maxLength: 6 }),
  type: fc.constantFrom('PERCENT', 'Percent'),
  amount: fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100),
});
const fixedDiscount = fc.record({
  code: fc.string({ minLength: 1, maxLength: 6 }),
  type: fc.constantFrom('FIXED_AMOUNT', 'FixedAmount'),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
});
const fee = fc.record({
  id: fc.uuid(),
  name: fc.constant('Service fee'),
  feeType: fc.constantFrom('Percent', 'PERCENT', 'FixedAmount', 'FIXED_AMOUNT'),
  amount: fc.integer({ min: 0, max: 2_000 }).map((n) => n / 100),
});
const fixedFee = fc.record({
  id: fc.uuid(),
  name: fc.constant('Handling'),
  feeType: fc.constantFrom('FixedAmount', 'FIXED_AMOUNT'),
  amount: fc.integer({ min: 0, max: 1_000 }),
});
const giftCard = fc.record({ giftCardId: fc.uuid(), availableMinor: fc.integer({ min: 0, max: 1_000_000 }).map(m) });

const pricingInput: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  discounts: fc.array(fc.oneof(percentDiscount, fixedDiscount), { maxLength: 4 }),
  fees: fc.array(fc.oneof(fee, fixedFee), { maxLength: 3 }),
  shouldChargeFees: fc.boolean(),
  shippingMinor: fc.integer({ min: 0, max: 5_000 }).map(m),
  shouldIncludeTaxInPricing: fc.boolean(),
  giftCards: fc.array(giftCard, { maxLength: 3 }),
});

/** The other spelling of a fee or discount type (product §3: both are seen). */
const otherSpelling = (type: string) =>
  ({ PERCENT: 'Percent', Percent: 'PERCENT', FIXED_AMOUNT: 'FixedAmount', FixedAmount: 'FIXED_AMOUNT' })[type] ?? type;

describe('priceOrder properties', () => {
  it('never gives a negative total, and every amount is an integer', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const result = priceOrder(input);
        expect(result.totals.total).toBeGreaterThanOrEqual(0);
        for (const value of [
          result.totals.subtotal,
          result.totals.discount,
          result.totals.fees,
          result.totals.tax,
          result.totals.giftCards,
          result.totals.total,
        ])
          expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('never lets gift cards pay more than is owed or more than a card holds', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const result = priceOrder(input);
        expect(result.totals.giftCards).toBeLessThanOrEqual(result.totalBeforeGiftCards);
        result.giftCards.forEach((card, i) => {
          expect(card.amountMinor).toBeGreaterThanOrEqual(0);
          expect(card.amountMinor).toBeLessThanOrEqual(input.giftCards![i]!.availableMinor);
        });
        expect(result.totals.total).toBe(result.totalBeforeGiftCards - result.totals.giftCards);
      }),
    );
  });

  it('never discounts below zero: the discount is at most the subtotal', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const result = priceOrder(input);
        expect(result.totals.discount).toBeGreaterThanOrEqual(0);
        expect(result.totals.discount).toBeLessThanOrEqual(result.totals.subtotal);
        expect(result.discountedSubtotal).toBe(result.totals.subtotal - result.totals.discount);
      }),
    );
  });

  it('never takes a single line below zero, however large the discounts', () => {
    fc.assert(
      fc.property(line, fc.array(fc.oneof(percentDiscount, fixedDiscount), { maxLength: 6 }), (only, discounts) => {
        const result = priceOrder({ lines: [only], discounts });
        expect(result.discountedSubtotal).toBeGreaterThanOrEqual(0);
        expect(result.discountedSubtotal).toBeLessThanOrEqual(only.unitPriceMinor * only.quantity);
      }),
    );
  });

  it('applies percent discounts before fixed ones, whatever order they arrive in', () => {
    fc.assert(
      fc.property(pricingInput, fc.infiniteStream(fc.nat()), (input, seed) => {
        const discounts = [...(input.discounts ?? [])];
        const shuffled = discounts
          .map((d) => ({ d, k: seed.next().value }))
          .sort((a, b) => a.k - b.k)
          .map(({ d }) => d);
        expect(priceOrder({ ...input, discounts: shuffled }).totals.discount).toBe(priceOrder(input).totals.discount);
      }),
    );
  });

  it('charges no fees unless shouldChargeFees is set', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const result = priceOrder({ ...input, shouldChargeFees: false });
        expect(result.fees).toEqual([]);
        expect(result.totals.fees).toBe(0);
      }),
    );
  });

  it('takes percent fees on the discounted subtotal', () => {
    fc.assert(
      fc.property(pricingInput, fc.integer({ min: 1, max: 100 }), (input, percent) => {
        const result = priceOrder({
          ...input,
          shouldChargeFees: true,
          fees: [{ id: 'f', name: 'Fee', feeType: 'Percent', amount: percent }],
        });
        expect(result.totals.fees).toBe(Math.round((result.discountedSubtotal * percent) / 100));
      }),
    );
  });

  it('treats both spellings of fee and discount types alike', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const respelled: PricingInput = {
          ...input,
          discounts: input.discounts?.map((d: PricingDiscount) => ({ ...d, type: otherSpelling(d.type) })),
          fees: input.fees?.map((f: PricingFee) => ({ ...f, feeType: otherSpelling(f.feeType) })),
        };
        expect(priceOrder(respelled)).toEqual({
          ...priceOrder(input),
          fees: priceOrder(input).fees.map((f) => ({ ...f, feeType: otherSpelling(f.feeType) })),
        });
      }),
    );
  });
});

describe('priceOrder examples (product §9)', () => {
  it('sums denomination price times quantity into the subtotal', () => {
    const result = priceOrder({
      lines: [
        { unitPriceMinor: m(2500), quantity: 2 },
        { unitPriceMinor: m(5000), quantity: 1 },
      ],
    });
    expect(result.totals.subtotal).toBe(10_000);
    expect(result.totals.total).toBe(10_000);
  });

  it('takes 10% then $10 off $100, giving $80', () => {
    const result = priceOrder({
      lines: [{ unitPriceMinor: m(10_000), quantity: 1 }],
      discounts: [
        { code: 'TEN', type: 'FIXED_AMOUNT', amount: 1000 },
        { code: 'PCT', type: 'PERCENT', amount: 10 },
      ],
    });
    expect(result.discountedSubtotal).toBe(8000);
    expect(result.totals.discount).toBe(2000);
  });

  it('floors the discounted subtotal at zero', () => {
    const result = priceOrder({
      lines: [{ unitPriceMinor: m(2500), quantity: 1 }],
      discounts: [{ code: 'BIG', type: 'FixedAmount', amount: 9000 }],
    });
    expect(result.discountedSubtotal).toBe(0);
    expect(result.totals.total).toBe(0);
  });

  it('adds a 2.5% fee on the discounted subtotal, rounded to the cent, and a fixed fee as it is', () => {
    const result = priceOrder({
      lines: [{ unitPriceMinor: m(3333), quantity: 1 }],
      discounts: [{ code: 'TEN', type: 'Percent', amount: 10 }],
      shouldChargeFees: true,
      fees: [
        { id: 'p', name: 'Service', feeType: 'PERCENT', amount: 2.5 },
        { id: 'f', name: 'Handling', feeType: 'FIXED_AMOUNT', amount: 150 },
      ],
    });
    // 33.33 - 3.33 = 30.00; 2.5% of 30.00 = 0.75; + 1.50
    expect(result.fees.map((f) => f.amountMinor)).toEqual([75, 150]);
    expect(result.totals.total).toBe(3000 + 75 + 150);
  });

  it('adds shipping and leaves tax at zero for untaxed items', () => {
    const result = priceOrder({ lines: [{ unitPriceMinor: m(5000), quantity: 1 }], shippingMinor: m(495) });
    expect(result.totals.shipping).toBe(495);
    expect(result.totals.tax).toBe(0);
    expect(result.totals.total).toBe(5495);
  });

  it('adds tax from a rate unless tax is included in pricing', () => {
    const lines = [{ unitPriceMinor: m(10_000), quantity: 1, taxRatePercent: 20 }];
    expect(priceOrder({ lines }).totals.tax).toBe(2000);
    expect(priceOrder({ lines, shouldIncludeTaxInPricing: true }).totals.tax).toBe(0);
  });

  it('lets gift cards pay in order and floors the total at zero', () => {
    const result = priceOrder({
      lines: [{ unitPriceMinor: m(5000), quantity: 1 }],
      giftCards: [
        { giftCardId: 'a', availableMinor: m(3000) },
        { giftCardId: 'b', availableMinor: m(9000) },
      ],
    });
    expect(result.giftCards).toEqual([
      { giftCardId: 'a', amountMinor: 3000 },
      { giftCardId: 'b', amountMinor: 2000 },
    ]);
    expect(result.totals.total).toBe(0);
  });
});

describe('priceOrder: discount codes limited to chosen products (issue 25)', () => {
  const lines = [
    { productId: 'class', unitPriceMinor: m(10_000), quantity: 1 },
    { productId: 'dinner', unitPriceMinor: m(5_000), quantity: 2 },
  ];

  it('takes a percentage off the chosen products’ lines only', () => {
    const result = priceOrder({
      lines,
      discounts: [{ code: 'CLASS10', type: 'PERCENT', amount: 10, productIds: ['class'] }],
    });
    expect(result.totals.subtotal).toBe(20_000);
    expect(result.totals.discount).toBe(1_000);
    expect(result.totals.total).toBe(19_000);
  });

  it('takes a fixed amount at most the chosen products’ lines', () => {
    const result = priceOrder({
      lines,
      discounts: [{ code: 'DINNER150', type: 'FIXED_AMOUNT', amount: 15_000, productIds: ['dinner'] }],
    });
    expect(result.totals.discount).toBe(10_000);
    expect(result.totals.total).toBe(10_000);
  });

  it('takes nothing when none of its products is in the cart', () => {
    const result = priceOrder({
      lines,
      discounts: [{ code: 'OTHER', type: 'PERCENT', amount: 50, productIds: ['spa'] }],
    });
    expect(result.totals.discount).toBe(0);
  });

  it('treats no list, null or an empty list as every product', () => {
    for (const productIds of [undefined, null, []]) {
      const result = priceOrder({ lines, discounts: [{ code: 'ALL10', type: 'PERCENT', amount: 10, productIds }] });
      expect(result.totals.discount).toBe(2_000);
    }
  });
});
