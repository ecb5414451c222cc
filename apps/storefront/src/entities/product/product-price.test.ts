import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import { storePriceFormatter } from '@/lib/money-format';
import { lowestPrice, productPriceLabel } from './product-price';

const usd = storePriceFormatter('USD');
// Prices given in dollars, kept in cents as the storefront keeps them.
const denominations = (...prices: number[]) =>
  prices.map((price, i) => ({ id: `d${i}`, price: minorUnits(price * 100), label: `${price}` }));

describe('product price label (product §2)', () => {
  it("says 'From {min}' when denominations differ", () => {
    expect(productPriceLabel({ price: null, denominations: denominations(50, 25, 100) }, usd)).toBe('From $25.00');
  });

  it('shows the single price when every denomination costs the same', () => {
    expect(productPriceLabel({ price: null, denominations: denominations(40, 40) }, usd)).toBe('$40.00');
  });

  it('falls back to the product price without denominations', () => {
    expect(productPriceLabel({ price: minorUnits(7500), denominations: [] }, usd)).toBe('$75.00');
  });

  it("says 'Price unavailable' without numeric prices", () => {
    expect(productPriceLabel({ price: null, denominations: [] }, usd)).toBe('Price unavailable');
  });

  it('formats in the store currency with the narrow symbol', () => {
    expect(productPriceLabel({ price: minorUnits(2000), denominations: [] }, storePriceFormatter('EUR'))).toBe(
      '€20.00',
    );
  });

  it('gives the lowest price or null', () => {
    expect(lowestPrice({ price: null, denominations: denominations(30, 10) })).toBe(1000);
    expect(lowestPrice({ price: null, denominations: [] })).toBeNull();
  });
});
