import { describe, expect, it } from 'vitest';
import { minorUnits as m } from './money.ts';
import { allowsCustomAmount, availability, productPath, productPrices, unitsLeft } from './product-rules.ts';

const limited = (showQuantityLimit: boolean, quantityLimit: number | null, quantitySold: number) => ({
  showQuantityLimit,
  quantityLimit,
  quantitySold,
});

describe('availability badge (product §9)', () => {
  it('is the limit minus the sold quantity', () => {
    expect(availability(limited(true, 20, 8))).toBe(12);
  });

  it('never goes below 0', () => {
    expect(availability(limited(true, 10, 14))).toBe(0);
  });

  it('is not shown without showQuantityLimit or without a limit above 0', () => {
    expect(availability(limited(false, 20, 8))).toBeNull();
    expect(availability(limited(true, 0, 0))).toBeNull();
    expect(availability(limited(true, null, 0))).toBeNull();
  });
});

describe('units left to buy', () => {
  it('count a limited product whether or not its badge shows, never below 0', () => {
    expect(unitsLeft({ quantityLimit: 20, quantitySold: 8 })).toBe(12);
    expect(unitsLeft({ quantityLimit: 10, quantitySold: 14 })).toBe(0);
  });

  it('are unlimited (null) without a limit above 0', () => {
    expect(unitsLeft({ quantityLimit: null, quantitySold: 3 })).toBeNull();
    expect(unitsLeft({ quantityLimit: 0, quantitySold: 0 })).toBeNull();
  });
});

describe('product rules', () => {
  it('links a product by type (product §2)', () => {
    expect(productPath({ type: 'GiftCard', slug: 'classic' })).toBe('/gift-card/classic');
    expect(productPath({ type: 'Voucher', slug: 'spa-day' })).toBe('/voucher/spa-day');
  });

  it('prices a product by its denominations, else its price, else not at all', () => {
    expect(productPrices({ price: m(99), denominations: [{ price: m(25) }] })).toEqual([25]);
    expect(productPrices({ price: m(35), denominations: [] })).toEqual([35]);
    expect(productPrices({ price: null, denominations: [] })).toEqual([]);
  });

  it('hides Custom when the product or the store hides custom amounts, and on vouchers (product §5)', () => {
    const card = { type: 'GiftCard' as const, hideCustomGiftCardAmounts: false };
    expect(allowsCustomAmount(card, { hideCustomGiftCardAmounts: false })).toBe(true);
    expect(allowsCustomAmount({ ...card, hideCustomGiftCardAmounts: true }, { hideCustomGiftCardAmounts: false })).toBe(
      false,
    );
    expect(allowsCustomAmount(card, { hideCustomGiftCardAmounts: true })).toBe(false);
    expect(allowsCustomAmount({ ...card, type: 'Voucher' }, { hideCustomGiftCardAmounts: false })).toBe(false);
  });
});
