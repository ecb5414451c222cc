import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import type { Product } from '@giftfront/domain/product';
import { applyListingFilters, matchesPriceBuckets, parseListingFilters, sortProducts } from './listing-filters';

function product(name: string, prices: number[], type: Product['type'] = 'GiftCard'): Product {
  return {
    id: name,
    slug: name.toLowerCase(),
    name,
    type,
    description: '',
    details: '',
    terms: '',
    imageSrc: null,
    imageAlt: '',
    images: [],
    price: null,
    // Prices given in dollars, kept in cents as the storefront keeps them.
    denominations: prices.map((price, i) => ({
      id: `${name}-${i}`,
      price: minorUnits(Math.round(price * 100)),
      label: String(price),
    })),
    showQuantityLimit: false,
    quantityLimit: null,
    quantitySold: 0,
    hideCustomGiftCardAmounts: false,
    isShippingEnabled: false,
    taxClassId: null,
  };
}

const names = (products: Product[]) => products.map((p) => p.name);

describe('listing filters', () => {
  it('reads category, price buckets and sort from the query', () => {
    const filters = parseListingFilters(new URLSearchParams('category=Voucher&price=300%2B&price=0-50&sort=priceHigh'));
    expect(filters).toEqual({ category: 'Voucher', prices: ['0-50', '300+'], sort: 'priceHigh' });
  });

  it('ignores unknown values in the query', () => {
    expect(parseListingFilters(new URLSearchParams('category=Shoes&price=1-2&sort=random'))).toEqual({
      category: '',
      prices: [],
      sort: 'popular',
    });
  });

  it('puts the lower bound of a bucket in and the upper bound out', () => {
    expect(matchesPriceBuckets(product('A', [50]), ['50-150'])).toBe(true);
    expect(matchesPriceBuckets(product('A', [50]), ['0-50'])).toBe(false);
    expect(matchesPriceBuckets(product('A', [300]), ['300+'])).toBe(true);
    expect(matchesPriceBuckets(product('A', [299.99]), ['300+'])).toBe(false);
  });

  it('matches a product when any of its prices is in a chosen bucket', () => {
    expect(matchesPriceBuckets(product('A', [25, 200]), ['150-300'])).toBe(true);
  });

  it('keeps no product without prices once a price bucket is chosen', () => {
    expect(matchesPriceBuckets(product('A', []), ['0-50'])).toBe(false);
    expect(matchesPriceBuckets(product('A', []), [])).toBe(true);
  });

  it('keeps the store order for popular', () => {
    const list = [product('Zeta', [10]), product('Alpha', [20])];
    expect(sortProducts(list, 'popular')).toBe(list);
  });

  it('sorts by name for both recent and nameAZ', () => {
    const list = [product('zeta', [10]), product('Alpha', [20]), product('mid', [5])];
    expect(names(sortProducts(list, 'nameAZ'))).toEqual(['Alpha', 'mid', 'zeta']);
    expect(names(sortProducts(list, 'recent'))).toEqual(['Alpha', 'mid', 'zeta']);
  });

  it('sorts by lowest price either way, unpriced products last', () => {
    const list = [product('B', [50, 10]), product('None', []), product('A', [25]), product('C', [100])];
    expect(names(sortProducts(list, 'priceLow'))).toEqual(['B', 'A', 'C', 'None']);
    expect(names(sortProducts(list, 'priceHigh'))).toEqual(['C', 'A', 'B', 'None']);
  });

  it('filters by category and price together, then sorts', () => {
    const list = [
      product('Spa', [80], 'Voucher'),
      product('Card', [40]),
      product('Dinner', [120], 'Voucher'),
      product('Tea', [30], 'Voucher'),
    ];
    const shown = applyListingFilters(list, { category: 'Voucher', prices: ['0-50', '50-150'], sort: 'priceHigh' });
    expect(names(shown)).toEqual(['Dinner', 'Spa', 'Tea']);
  });
});
