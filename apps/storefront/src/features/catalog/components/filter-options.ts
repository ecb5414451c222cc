import { CATEGORIES, PRICE_BUCKETS, SORT_OPTIONS } from '../listing-filters';
import { priceBucketLabel } from '../price-bucket-label';
import type { MenuOption } from './filter-choices';

export interface FilterOptions {
  /** null: this listing has no category filter (product §2: the voucher listing has only price). */
  categories: MenuOption[] | null;
  prices: MenuOption[];
  sorts: MenuOption[];
}

export function filterOptions(currencyCode: string, withCategory: boolean): FilterOptions {
  return {
    categories: withCategory ? [{ id: '', label: 'All products' }, ...CATEGORIES] : null,
    prices: PRICE_BUCKETS.map((bucket) => ({ id: bucket.id, label: priceBucketLabel(bucket.id, currencyCode) })),
    sorts: SORT_OPTIONS.map((option) => ({ id: option.id, label: option.label })),
  };
}

export const labelOf = (options: MenuOption[] | null, id: string) =>
  options?.find((option) => option.id === id)?.label ?? id;
