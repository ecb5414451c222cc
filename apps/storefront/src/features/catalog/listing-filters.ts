import { currencyExponent, DEFAULT_CURRENCY } from '@giftfront/domain/money';
import type { Product, ProductType } from '@giftfront/domain/product';
import { productPrices } from '@giftfront/domain/product-rules';
import { lowestPrice } from '@/entities/product/product-price';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** product §9 price filter buckets: lower bound inclusive, upper exclusive, in whole units of the store's currency. */
export const PRICE_BUCKETS = [
  { id: '0-50', label: '$0 - $50', min: 0, max: 50 },
  { id: '50-150', label: '$50 - $150', min: 50, max: 150 },
  { id: '150-300', label: '$150 - $300', min: 150, max: 300 },
  { id: '300+', label: '$300 and above', min: 300, max: Number.POSITIVE_INFINITY },
] as const;

/** product §9 sort options; popular is the default. */
export const SORT_OPTIONS = [
  { id: 'popular', label: msg`Most popular` },
  { id: 'recent', label: msg`Most recent` },
  { id: 'nameAZ', label: msg`Name: A to Z` },
  { id: 'priceLow', label: msg`Price: low to high` },
  { id: 'priceHigh', label: msg`Price: high to low` },
] as const;
export type SortOptionId = (typeof SORT_OPTIONS)[number]['id'];

/** The listing's filters, kept in the URL query (category, price, sort) so reload and back keep them. */
export type PriceBucketId = (typeof PRICE_BUCKETS)[number]['id'];
export type Category = '' | ProductType;

export interface ListingFilters {
  category: Category;
  prices: PriceBucketId[];
  sort: SortOptionId;
}

export const DEFAULT_SORT: SortOptionId = 'popular';
export const CATEGORIES: { id: ProductType; label: MessageDescriptor }[] = [
  { id: 'GiftCard', label: msg`Gift cards` },
  { id: 'Voucher', label: msg`Vouchers` },
];

const isBucket = (value: string): value is PriceBucketId => PRICE_BUCKETS.some((bucket) => bucket.id === value);
const isSort = (value: string): value is SortOptionId => SORT_OPTIONS.some((option) => option.id === value);
const isCategory = (value: string): value is ProductType => CATEGORIES.some((category) => category.id === value);

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const prices = params.getAll('price').filter(isBucket);
  return {
    category: isCategory(category) ? category : '',
    // In the bucket order, once each, whatever the URL says.
    prices: PRICE_BUCKETS.map((bucket) => bucket.id).filter((id) => prices.includes(id)),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * product §9 buckets: lower bound inclusive, upper exclusive. A product matches when any of its
 * prices (minor units) falls in a chosen bucket (whole units of the currency).
 */
export function matchesPriceBuckets(
  product: Pick<Product, 'price' | 'denominations'>,
  buckets: PriceBucketId[],
  currencyCode: string = DEFAULT_CURRENCY,
): boolean {
  if (buckets.length === 0) return true;
  const minorPerUnit = 10 ** currencyExponent(currencyCode);
  const ranges = PRICE_BUCKETS.filter((bucket) => buckets.includes(bucket.id));
  return productPrices(product).some((price) =>
    ranges.some((range) => price >= range.min * minorPerUnit && price < range.max * minorPerUnit),
  );
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** product §9 sort options: popular keeps the store's order; recent and nameAZ sort by name; products without a price go last. */
export function sortProducts(products: Product[], sort: SortOptionId): Product[] {
  if (sort === 'popular') return products;
  if (sort === 'recent' || sort === 'nameAZ') return [...products].sort(byName);
  const direction = sort === 'priceLow' ? 1 : -1;
  return [...products].sort((a, b) => {
    const pa = lowestPrice(a);
    const pb = lowestPrice(b);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  });
}

export function applyListingFilters(
  products: Product[],
  filters: ListingFilters,
  currencyCode: string = DEFAULT_CURRENCY,
): Product[] {
  const shown = products.filter(
    (product) =>
      (!filters.category || product.type === filters.category) &&
      matchesPriceBuckets(product, filters.prices, currencyCode),
  );
  return sortProducts(shown, filters.sort);
}

export const hasActiveFilters = (filters: ListingFilters) => filters.category !== '' || filters.prices.length > 0;
